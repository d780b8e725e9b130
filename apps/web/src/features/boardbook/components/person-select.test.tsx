import type { ComboboxItem } from '@mantine/core'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { useState } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'

import { mockServer, renderAt, testQueryClient } from '../../../testing/render'
import { clearDevice, goOffline, keepPack } from '../testing/offline-fixtures'
import { PersonSelect } from './person-select'

const server = mockServer()

function CopilotField() {
  const [picked, setPicked] = useState<ComboboxItem<number> | null>(null)
  return <PersonSelect label="Copilot" value={picked?.value ?? null} selected={picked} onChange={setPicked} />
}

async function renderField() {
  const queryClient = testQueryClient()
  await keepPack(queryClient)
  return renderAt('/testing', { page: <CopilotField />, queryClient })
}

const input = () => screen.getByLabelText('Copilot', { selector: 'input' })
const options = async () => (await screen.findAllByRole('option')).map((option) => option.textContent)

beforeEach(clearDevice)

describe('PersonSelect without a connection', () => {
  it('finds people of the pack by first name, last name or abbreviation, accents and case aside, by last name', async () => {
    goOffline()
    await renderField()
    await userEvent.type(input(), 'MU')
    expect(await options()).toEqual(['Lena Mühlbauer (LMU)', 'Jörg Müller'])
    await userEvent.clear(input())
    await userEvent.type(input(), 'jorg')
    expect(await options()).toEqual(['Jörg Müller'])
    await userEvent.clear(input())
    await userEvent.type(input(), 'sko')
    expect(await options()).toEqual(['Sophie Koch (SKO)'])
  })

  it('searches from the second character only', async () => {
    goOffline()
    await renderField()
    await userEvent.type(input(), 'J')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.queryByRole('option')).not.toBeInTheDocument()
  })

  it('answers from the pack when the server search fails without an answer', async () => {
    server.use(http.get('/api/users', () => HttpResponse.error()))
    await renderField()
    await userEvent.type(input(), 'Becker')
    expect(await options()).toEqual(['Jonas Becker (JBE)'])
  })
})
