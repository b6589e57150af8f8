import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 that refuses every mail (421, as an overloaded one does) until
 * `state.accepting` is set; what it takes is kept as "subject\ntext".
 */
export async function refusingSmtpServer(port = 0) {
  const state = { accepting: false, refused: 0, received: [] as string[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onMailFrom(_address, _session, done) {
      if (state.accepting) {
        done();
        return;
      }
      state.refused += 1;
      done(Object.assign(new Error('Try again later'), { responseCode: 421 }));
    },
    onData(stream, _session, done) {
      simpleParser(stream).then((mail) => {
        state.received.push(`${mail.subject ?? ''}\n${mail.text ?? ''}`);
        done();
      }, done);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: listening } = server.server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${listening}`, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
