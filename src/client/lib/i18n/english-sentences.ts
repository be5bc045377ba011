// The English sentences of the shared schemas and of the server, indexed by
// their text: loaded only for a reader of another language, with their
// language's catalog (load-messages.ts), never by an English reader.
import { errorsEn } from '@/i18n/catalogs/errors.en';
import { validationEn } from '@/i18n/catalogs/validation.en';
import { indexSentences } from './sentence-index';

export const ENGLISH_SENTENCES = indexSentences({ ...validationEn, ...errorsEn });
