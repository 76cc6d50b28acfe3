import { hasContactDetails } from '@vusal/shared/contact-details/detector';
import {
  familyMeetingAnswerSchema,
  familyMeetingInputSchema,
  familyMeetingMatchParamsSchema,
  familyMeetingParamsSchema,
  familyMeetingsSchema,
  guardianMeetingsParamsSchema,
  guardianMeetingsSchema,
} from '@vusal/shared/schemas/family-meetings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireApproved, requireGuardian, requireUser } from '../auth';
import type { FamilyMeetingsService } from './family-meetings.service';

/**
 * The note refuses contact details with the chat's and the profiles' one detector, on the
 * server only (decision 038), at its own field: a note is read by both families, and a number in
 * it is how a scam leaves the site (decision 052).
 */
const sendBody = familyMeetingInputSchema.superRefine((value, ctx) => {
  if (value.note && hasContactDetails(value.note))
    ctx.addIssue({ code: 'custom', path: ['note'], message: 'validation.contactDetails' });
});

const member = { preHandler: [requireUser, requireApproved] };

/** Issue 39, item 4 (decision 052): "Let our families meet", and the guardians' read-only list. */
export const familyMeetingsRoutes: FastifyPluginAsyncZod<{
  meetings: FamilyMeetingsService;
}> = async (app, { meetings }) => {
  app.get(
    '/api/matches/:matchId/family-meetings',
    {
      ...member,
      schema: { params: familyMeetingMatchParamsSchema, response: { 200: familyMeetingsSchema } },
    },
    async (request) => meetings.list(currentUser(request).id, request.params.matchId),
  );

  app.post(
    '/api/matches/:matchId/family-meetings',
    {
      ...member,
      schema: {
        params: familyMeetingMatchParamsSchema,
        body: sendBody,
        response: { 201: familyMeetingAnswerSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        meeting: await meetings.send(currentUser(request).id, request.params.matchId, request.body),
      }),
  );

  for (const [path, answer] of [
    ['accept', 'accepted'],
    ['decline', 'declined'],
  ] as const) {
    app.post(
      `/api/family-meetings/:meetingId/${path}`,
      {
        ...member,
        schema: {
          params: familyMeetingParamsSchema,
          response: { 200: familyMeetingAnswerSchema },
        },
      },
      async (request) => ({
        meeting: await meetings.answer(currentUser(request).id, request.params.meetingId, answer),
      }),
    );
  }

  app.get(
    '/api/guardian/members/:memberId/meetings',
    {
      preHandler: [requireUser, requireGuardian],
      schema: { params: guardianMeetingsParamsSchema, response: { 200: guardianMeetingsSchema } },
    },
    async (request) => meetings.forGuardian(currentUser(request).id, request.params.memberId),
  );
};
