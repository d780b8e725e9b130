import { ValidationError, type CollectionSlug, type PayloadRequest } from 'payload'

export type Language = 'de' | 'en'

/** The request's interface language for server messages. */
export function languageOf(req: PayloadRequest): Language {
  return req.i18n?.language === 'en' ? 'en' : 'de'
}

/** A 400 naming each field with its message, as Payload reports field errors. */
export function refuseFields(
  req: PayloadRequest,
  collection: CollectionSlug,
  errors: { path: string; message: string }[],
): never {
  throw new ValidationError({ collection, errors, req }, req.t)
}
