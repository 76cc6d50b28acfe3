export { gendersShownTo, opposite } from './opposite-gender';
