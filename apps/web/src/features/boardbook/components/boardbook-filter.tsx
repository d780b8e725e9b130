import { Button, Group, TextInput } from '@mantine/core'
import { IconFilter, IconSearch } from '@tabler/icons-react'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'

import { isFiltered, type BoardbookFilter as Filter } from '../api/filter'

type Props = {
  value: Filter
  onChange: (filter: Filter) => void
}

const filled = (value: string) => (value.trim() === '' ? undefined : value.trim())

/**
 * The boardbook's filter: the days from–to and a search by number, day, aerodrome or name. Applied
 * when sent (Enter or the button), so a pilot typing a name does not load the log at each letter; the
 * printed Bordbuch then covers the same days.
 */
export function BoardbookFilter({ value, onChange }: Props) {
  const { t } = useTranslation('boardbook')
  const [from, setFrom] = useState(value.from ?? '')
  const [to, setTo] = useState(value.to ?? '')
  const [q, setQ] = useState(value.q ?? '')
  const reversed = from !== '' && to !== '' && to < from

  const apply = (event: FormEvent) => {
    event.preventDefault()
    if (!reversed) onChange({ from: filled(from), to: filled(to), q: filled(q) })
  }
  const clear = () => {
    setFrom('')
    setTo('')
    setQ('')
    onChange({})
  }

  return (
    <form role="search" aria-label={t('filter.label')} onSubmit={apply}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput type="date" label={t('filter.from')} value={from} onChange={(e) => setFrom(e.currentTarget.value)} />
        <TextInput
          type="date"
          label={t('filter.to')}
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          error={reversed ? t('filter.badRange') : undefined}
        />
        <TextInput
          type="search"
          label={t('filter.search')}
          placeholder={t('filter.searchHint')}
          leftSection={<IconSearch size={16} />}
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
          miw={220}
        />
        <Button type="submit" variant="light" leftSection={<IconFilter size={16} />}>
          {t('filter.apply')}
        </Button>
        {isFiltered(value) && (
          <Button variant="subtle" onClick={clear}>
            {t('filter.clear')}
          </Button>
        )}
      </Group>
    </form>
  )
}
