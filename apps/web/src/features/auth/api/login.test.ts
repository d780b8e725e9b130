import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { loginProblems, type LoginInput } from './login'

// The schema the login checks replace (the login page loads no zod): its first message per field.
const loginInputSchema = z.object({
  email: z.string().trim().min(1, 'EnterRequiredFields').email('WrongFormat'),
  password: z.string().min(1, 'EnterRequiredFields'),
})

function zodProblems(input: LoginInput) {
  const problems: Record<string, string> = {}
  for (const issue of loginInputSchema.safeParse(input).error?.issues ?? [])
    problems[String(issue.path[0])] ??= issue.message
  return problems
}

const emails = [
  '',
  '   ',
  'pilot@flugakte.test',
  ' pilot@flugakte.test ',
  'Pilot.Name+club@sub.flugakte.de',
  "o'brien@example.org",
  'pilot@flugakte',
  'pilot@@flugakte.test',
  'pilot@flugakte.t',
  '.pilot@flugakte.test',
  'pi..lot@flugakte.test',
  'pilot.@flugakte.test',
  'pilot@-flugakte.test',
  'pilot@flugakte-.test',
  'pi lot@flugakte.test',
  'pilöt@flugakte.test',
  'not-an-address',
  '@flugakte.test',
]

describe('loginProblems', () => {
  it.each(emails.flatMap((email) => ['', 'secret', ' '].map((password) => ({ email, password }))))(
    'agrees with the zod schema on %j',
    (input) => {
      expect(loginProblems(input)).toEqual(zodProblems(input))
    },
  )
})
