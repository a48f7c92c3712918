/**
 * The bench's SMTP server (smtp-server, in its own process): accepts every message and throws it
 * away, counting them, so the app under load sends its owner notifications for real over SMTP.
 * Answers 'count' over IPC.
 */
import type { AddressInfo } from 'node:net';
import smtp from 'smtp-server';

let accepted = 0;
const server = new smtp.SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    stream.on('end', () => {
      accepted++;
      callback(null, 'OK');
    });
    stream.resume();
  },
});
server.listen(0, '127.0.0.1', () => {
  process.send!({ type: 'listening', port: (server.server.address() as AddressInfo).port });
});
process.on('message', (message: { type: string }) => {
  if (message.type === 'count') process.send!({ type: 'count', count: accepted });
  if (message.type === 'rss') process.send!({ type: 'rss', rss: process.memoryUsage.rss() });
  if (message.type === 'stop') server.close(() => process.exit(0));
});
