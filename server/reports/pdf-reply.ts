/** A generated PDF as a route answers it: shown inline, named for the browser's download. */
import type { FastifyReply } from 'fastify';

export const sendPdf = (reply: FastifyReply, name: string, pdf: Buffer) =>
  reply.type('application/pdf').header('content-disposition', `inline; filename="${name}.pdf"`).send(pdf);
