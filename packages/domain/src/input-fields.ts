import { z } from 'zod'

/**
 * The building blocks of the input schemas (defects, compliance records, the records register and
 * reviews), so every form and the server refuse alike. Messages are keys of the texts' `messages` (web)
 * and `server` catalogues.
 */

export const empty = (value: unknown) => value === undefined || value === null || value === ''

/** Absent or empty is "not given". */
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (empty(value) ? undefined : value), schema.optional())

/** A relation's id. */
export const id = z.number({ error: 'EnterRequiredFields' }).int('wrongValue').positive('wrongValue')

export const text = z.string({ error: 'WrongFormat' }).trim()

/** Absent or empty: "required"; a value of another type: "wrong format". */
export const required = (max: number) =>
  z
    .string({
      error: (issue) => (issue.input === undefined || issue.input === null ? 'EnterRequiredFields' : 'WrongFormat'),
    })
    .trim()
    .min(1, 'EnterRequiredFields')
    .max(max, 'wrongValue')

/** A checkbox: absent is false. */
export const flag = z.preprocess(
  (value) => (value === undefined || value === null ? false : value),
  z.boolean({ error: 'WrongFormat' }),
)

/** The cross-field checks also run when other fields failed, so a form learns every problem at once. */
export const RUN_ALWAYS = { when: () => true }
