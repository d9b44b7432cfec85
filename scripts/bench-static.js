// The baseline of `npm run bench`: the fastest this Node can answer with a body of a given size, with no
// framework in the way. GET /<bytes> answers that many bytes of HTML-like text.
import http from "node:http";

const port = Number(process.argv[2] ?? 3901);
const bodies = new Map();

http
  .createServer((req, res) => {
    const size = Number(req.url.slice(1)) || 1;
    if (!bodies.has(size)) bodies.set(size, Buffer.alloc(size, "<p>shoal</p>"));
    const body = bodies.get(size);
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length });
    res.end(body);
  })
  .listen(port, "127.0.0.1");
