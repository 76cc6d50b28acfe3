import {
  clientIdSchema,
  matchParamsSchema,
  messageParamsSchema,
  messageSchema,
} from '@vusal/shared/schemas/chat';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors/app-error';
import { currentUser, requireApproved } from '../auth';
import type { MemberLimit } from '../../infra/limits/member-limit';
import { storedObjectHeaders } from '../media';
import type { ChatAttachments } from './chat-attachments';

/**
 * `POST /api/chats/:matchId/attachments`: multipart with `clientId` first, then `file`
 * (10 MB, enforced while streaming: 413; type by the bytes: 415). 201 with the stored message,
 * 200 when the client id was stored before. A file name with contact details in a young chat is
 * 409 CONTACT_DETAILS_UNCONFIRMED unless a `sendAnyway` field of `true` comes before the file.
 */
export const chatAttachmentRoutes: FastifyPluginAsyncZod<{
  attachments: ChatAttachments;
  limitUploads: MemberLimit;
}> = async (app, { attachments, limitUploads }) => {
  app.addHook('preHandler', requireApproved);

  app.post(
    '/api/chats/:matchId/attachments',
    {
      preHandler: limitUploads,
      schema: {
        params: matchParamsSchema,
        response: {
          200: z.object({ message: messageSchema }),
          201: z.object({ message: messageSchema }),
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) throw new AppError('BAD_REQUEST');
      const part = await request.file();
      const clientField = part?.fields.clientId;
      const clientId =
        clientField && !Array.isArray(clientField) && clientField.type === 'field'
          ? clientIdSchema.safeParse(clientField.value)
          : undefined;
      if (!part || part.fieldname !== 'file' || !clientId?.success) {
        part?.file.resume();
        throw new AppError('VALIDATION_FAILED');
      }
      const anyway = part.fields.sendAnyway;
      const result = await attachments.send(
        currentUser(request).id,
        request.params.matchId,
        clientId.data,
        part.file,
        part.filename,
        !!anyway && !Array.isArray(anyway) && anyway.type === 'field' && anyway.value === 'true',
      );
      if (!result.isNew) part.file.resume();
      return reply.status(result.isNew ? 201 : 200).send({ message: result.message });
    },
  );

  app.get(
    '/api/chats/:matchId/messages/:messageId/attachment',
    { schema: { params: messageParamsSchema } },
    async (request, reply) => {
      const { object, fileName } = await attachments.file(
        currentUser(request).id,
        request.params.matchId,
        request.params.messageId,
      );
      return reply.headers(storedObjectHeaders(object, fileName)).send(object.body);
    },
  );
};
