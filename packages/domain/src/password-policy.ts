export const PASSWORD_POLICIES = ['none', 'weak', 'strong', 'custom'] as const
export type PasswordPolicy = (typeof PASSWORD_POLICIES)[number]

export const WEAK_PASSWORD_MIN_LENGTH = 8

const STRONG_PASSWORD = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[^A-Za-z0-9\s])\S{8,}$/

export type PasswordPolicyViolation = 'passwordTooWeak' | 'passwordNotStrong' | 'passwordPatternMismatch'

/** The message key of the first rule the password breaks, or null when it satisfies the policy. */
export function checkPasswordPolicy(
  password: string,
  policy: PasswordPolicy,
  customPattern?: string | null,
): PasswordPolicyViolation | null {
  switch (policy) {
    case 'none':
      return null
    case 'weak':
      return password.length >= WEAK_PASSWORD_MIN_LENGTH ? null : 'passwordTooWeak'
    case 'strong':
      return STRONG_PASSWORD.test(password) ? null : 'passwordNotStrong'
    case 'custom':
      if (!customPattern) return null
      return new RegExp(customPattern).test(password) ? null : 'passwordPatternMismatch'
  }
}

export const passwordPolicyMessages: Record<PasswordPolicyViolation, { de: string; en: string }> = {
  passwordTooWeak: {
    de: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
    en: 'The password must be at least 8 characters long.',
  },
  passwordNotStrong: {
    de: 'Das Passwort muss mindestens 8 Zeichen lang sein und eine Ziffer, einen Klein- und einen Großbuchstaben sowie ein Sonderzeichen enthalten, ohne Leerzeichen.',
    en: 'The password must be at least 8 characters long and contain a digit, a lower-case and an upper-case letter and a special character, without spaces.',
  },
  passwordPatternMismatch: {
    de: 'Das Passwort entspricht nicht der Passwortrichtlinie.',
    en: 'The password does not match the password policy.',
  },
}
