// The machine's ceiling: a bare node:http server answering, from memory, exactly the bytes the shop answered.
// The bench forks it, sends { status, headers, body } for the endpoint under test, then drives it like the shop.
import http from 'node:http';

let answer = { status: 200, headers: {}, body: Buffer.alloc(0) };

const server = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(answer.status, { ...answer.headers, 'content-length': answer.body.length });
    response.end(answer.body);
  });
});

process.on('message', (message) => {
  if (message.type === 'ceiling:answer') {
    answer = { status: message.status, headers: message.headers, body: Buffer.from(message.body, 'base64') };
    process.send({ type: 'ceiling:ready' });
  }
});

server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1', () => {
  process.send({ type: 'ceiling:listening' });
});
