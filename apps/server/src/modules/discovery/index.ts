export { opposite } from './discovery.service';
