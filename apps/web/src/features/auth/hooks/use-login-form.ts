import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { loginProblems, type LoginInput, type LoginProblems } from '../api/login'

const FIELDS = ['email', 'password'] as const

/**
 * The login form without react-hook-form, which would be a tenth of the first load, but as the other
 * forms behave: checked on submit and from then on at each change, the first wrong field focused, the
 * e-mail address sent trimmed, and `submitting` while the action runs.
 */
export function useLoginForm(action: (input: LoginInput) => Promise<void>) {
  const { t } = useTranslation('messages')
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' })
  const [problems, setProblems] = useState<LoginProblems>({})
  const [submitted, setSubmitted] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const inputs = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) }

  const field = (name: keyof LoginInput) => {
    const problem = problems[name]
    return {
      name,
      ref: inputs[name],
      value: values[name],
      error: problem && t(problem),
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const changed = { ...values, [name]: event.currentTarget.value }
        setValues(changed)
        if (submitted) setProblems((current) => ({ ...current, [name]: loginProblems(changed)[name] }))
      },
    }
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    const found = loginProblems(values)
    setProblems(found)
    const wrong = FIELDS.find((name) => found[name])
    if (wrong) {
      inputs[wrong].current?.focus()
      return
    }
    setSubmitting(true)
    try {
      await action({ email: values.email.trim(), password: values.password })
    } finally {
      setSubmitting(false)
    }
  }

  return { values, field, onSubmit, submitting }
}
