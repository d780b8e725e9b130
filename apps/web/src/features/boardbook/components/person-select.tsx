import type { ComboboxItem } from '@mantine/core'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'

import { isPersonSearch, usePersonSearch } from '../api/search-people'
import { personLabel } from '../utils/labels'
import { LookupSelect } from './lookup-select'

function usePersonOptions(search: string, enabled: boolean) {
  const { data = [], isFetching, isFetched } = usePersonSearch(search, enabled)
  const options: ComboboxItem<number>[] = data.map((person) => ({ value: person.id, label: personLabel(person) }))
  return { options, isFetching, searched: isFetched && isPersonSearch(search) }
}

type Props = Omit<ComponentProps<typeof LookupSelect>, 'useOptions' | 'nothingFound' | 'placeholder'>

/** Pilot or co-pilot: a user of the own company, by first name, last name or abbreviation. */
export function PersonSelect(props: Props) {
  const { t } = useTranslation('boardbook')
  return (
    <LookupSelect
      {...props}
      placeholder={t('form.personPlaceholder')}
      nothingFound={t('form.nothingFound')}
      useOptions={usePersonOptions}
    />
  )
}
