import { z } from 'zod'

/** Spec (sections 5 and 9): a new password has at least 6 characters; the server's policy may ask more. */
export const NEW_PASSWORD_MIN_LENGTH = 6

/** The new-password field of the reset and change-password forms, with the caller's message keys. */
export function newPasswordField(messages: { required: string; tooShort: string }) {
  return z.string().min(1, messages.required).min(NEW_PASSWORD_MIN_LENGTH, messages.tooShort)
}
