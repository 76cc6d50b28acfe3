import type { FastifyInstance } from 'fastify';
import type { Storage } from '../../infra/storage/storage.types';
import { createMediaService, type MediaService } from './media.service';

/**
 * Media: the one way in and out of storage, for every module that keeps files. No routes of
 * its own yet (files are served by the module that decides who may see them, e.g. a profile's
 * photo); it hands its service to the modules registered after it.
 */
export async function registerMediaModule(
  _app: FastifyInstance,
  deps: { storage: Storage },
): Promise<{ media: MediaService }> {
  return { media: createMediaService(deps) };
}
