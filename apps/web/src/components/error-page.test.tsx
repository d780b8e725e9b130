import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderAt } from '../testing/render'
import { ErrorPage } from './error-page'

describe('ErrorPage', () => {
  it.each([
    ['de', 'Hier ist etwas schiefgegangen', 'Neu laden', 'Erneut anmelden'],
    ['en', 'Something went wrong here', 'Reload', 'Sign in again'],
  ] as const)(
    '[%s] says so in the interface language and offers reload and sign in again',
    async (language, title, reload, signIn) => {
      await renderAt('/testing', { page: <ErrorPage error={new Error('boom')} />, language })
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument()
      expect(screen.getByRole('button', { name: reload })).toBeInTheDocument()
      expect(screen.getByRole('button', { name: signIn })).toBeInTheDocument()
    },
  )
})
