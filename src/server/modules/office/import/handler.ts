// importCustomers (issue 37, decision record 050): the streamed lines in, a streamed answer out.
// The answer is pulled by the client: the next line is read and stored only once the previous
// result has been taken, so neither the file nor the answer collects in the server.
import { Readable } from 'node:stream';
import { RawReply } from '../../../contract/handlers';
import type { OfficeHandlers } from '../../types';
import { circumstancesOf } from '../customers';
import { importLines, linesAtOnce, resultLine } from './lines';

export const importHandlers = {
  importCustomers: async ({ body }, context) => {
    const { office, call, config } = context;
    const audit = () => ({ credentialId: call.credentialId, operationId: call.operationId, at: config.clock(), address: call.address });
    const results = importLines(body, { office, circumstances: circumstancesOf(context), audit, parallel: linesAtOnce(config.databaseUrl) });
    async function* answer() {
      for await (const done of results) yield resultLine(done);
    }
    return new RawReply(200, Readable.from(answer(), { objectMode: false }), { 'content-type': 'application/x-ndjson; charset=utf-8' });
  },
} satisfies Partial<OfficeHandlers>;
