// The server's answers to an upload, read as the upload machine's outcomes (core §8).
import type { UploadFailure } from './upload.machine';
import type { MultipartAnswer } from './send-multipart';

export function failureOf(answer: MultipartAnswer): UploadFailure {
  if (answer.status === 413) return 'file_size';
  if (answer.status === 415) return 'file_type';
  return 'failed';
}
