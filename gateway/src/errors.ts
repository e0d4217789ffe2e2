// Every error the gateway answers is in a §8 shape with a catalogue code (ARCHITECTURE §4).
import type { FastifyReply } from 'fastify';
import { errorBody } from '@portal/shared/domain';

export function sendError(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  return reply.code(status).header('Cache-Control', 'no-store').send(errorBody(code, status, message));
}
