import { PassThrough, type Readable } from 'node:stream';
import busboy from 'busboy';
import type { Request } from 'express';
import Upload from 'graphql-upload/Upload.mjs';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { badInput } from '../common/errors.js';
import { clientGoneError } from '../http/client-gone.js';

const NO_FILE = 'Send the image as multipart/form-data in a field named "file"';
/** A form that ends before its closing boundary, or whose connection closed mid-upload. */
const unreadable = () => badInput('The multipart body is malformed or was cut short', { file: 'Unreadable form' });

/**
 * Streams the `file` field of a multipart request (POST /api/uploads) into a
 * graphql-upload `Upload`, the value the `uploadImage` mutation takes. The operation can start at
 * once: it reads the bytes only after its auth check, so an anonymous upload stores nothing.
 * @returns the upload, which rejects with BAD_USER_INPUT when the form has no such file or is
 *   malformed; its stream fails with BAD_USER_INPUT when the form is cut short, and with a 413
 *   error past `maxBytes` (the upload service turns that into PAYLOAD_TOO_LARGE).
 */
export function receiveUpload(req: Request, maxBytes: number): Upload {
  const upload = new Upload();
  let parser: busboy.Busboy;
  try {
    // busboy reports the limit once a file *reaches* it: +1 keeps a file of exactly maxBytes.
    const limits = { fileSize: maxBytes + 1, files: 1, fields: 20, parts: 21 };
    parser = busboy({ headers: req.headers, limits });
  } catch {
    upload.reject(badInput(NO_FILE, { file: 'Required' }));
    return upload;
  }

  let body: PassThrough | null = null;
  parser.on('file', (field: string, stream: Readable, info: busboy.FileInfo) => {
    if (field !== 'file' || body) {
      // Drained unread; a form cut short fails this stream too, and an 'error' nobody listens to
      // would be thrown out of busboy (the form's own 'error' below answers the request).
      stream.on('error', () => undefined);
      stream.resume();
      return;
    }
    const file = new PassThrough();
    // The reader sees a failure through its iterator; one that never reads (401) must not crash.
    file.on('error', () => undefined);
    body = file;
    stream.on('limit', () => {
      stream.unpipe(file);
      stream.resume();
      file.destroy(Object.assign(new Error(`The file is larger than ${maxBytes} bytes`), { status: 413 }));
    });
    // busboy's own error (e.g. "Unexpected end of form") describes the library, not the request.
    stream.on('error', () => file.destroy(unreadable()));
    stream.pipe(file);
    const details: FileUpload = {
      filename: info.filename ?? 'upload',
      mimetype: info.mimeType,
      encoding: info.encoding,
      createReadStream: () => file as unknown as ReturnType<FileUpload['createReadStream']>,
    };
    upload.resolve(details);
  });
  parser.on('close', () => upload.reject(badInput(NO_FILE, { file: 'Required' })));
  // Also reached after a resolve (a later reject is then a no-op), so the reader learns of it too.
  parser.on('error', () => {
    const error = unreadable();
    upload.reject(error);
    body?.destroy(error);
  });
  req.on('close', () => {
    // The client closed the connection mid-upload: nobody reads the answer, and it is no fault.
    if (!req.complete) {
      body?.destroy(clientGoneError('The upload was interrupted'));
    }
  });
  req.pipe(parser);
  return upload;
}

/**
 * After an answer that did not read the whole upload (401, 413...), stops parsing it and asks
 * for the connection to close, which spares reading the rest of a possibly huge body.
 */
export function abandonUnread(req: Request, res: { setHeader(name: string, value: string): unknown }): void {
  if (req.complete) return;
  res.setHeader('Connection', 'close');
  req.unpipe();
  req.resume();
}
