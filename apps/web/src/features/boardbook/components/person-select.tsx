import type { ComboboxItem } from '@mantine/core'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'

import { useOnline } from '../../../lib/use-online'
import { isPersonSearch, usePersonSearch } from '../api/search-people'
import type { Person } from '../api/types'
import { isUnreachable, searchPeopleOnDevice } from '../offline/local-search'
import { useOwnOfflinePack } from '../offline/offline-pack'
import { personLabel } from '../utils/labels'
import { LookupSelect, type LookupOptions } from './lookup-select'

const toOptions = (people: Person[]): ComboboxItem<number>[] =>
  people.map((person) => ({ value: person.id, label: personLabel(person) }))

/** The server's people for the typed text; without a connection those of the device's offline pack. */
function usePersonOptions(search: string, enabled: boolean): LookupOptions {
  const online = useOnline()
  const pack = useOwnOfflinePack()
  const { data = [], isFetching, isFetched, error } = usePersonSearch(search, enabled)
  if (!online || isUnreachable(error)) {
    const found = enabled ? searchPeopleOnDevice(pack?.people ?? [], search) : []
    return { options: toOptions(found), isFetching: false, searched: enabled && isPersonSearch(search), onDevice: true }
  }
  return { options: toOptions(data), isFetching, searched: isFetched && isPersonSearch(search) }
}

type Props = Omit<
  ComponentProps<typeof LookupSelect>,
  'useOptions' | 'nothingFound' | 'nothingFoundOnDevice' | 'placeholder' | 'suggestOnFocus'
>

/** Pilot or co-pilot: a user of the own company, by first name, last name or abbreviation. */
export function PersonSelect(props: Props) {
  const { t } = useTranslation('boardbook')
  return (
    <LookupSelect
      {...props}
      placeholder={t('form.personPlaceholder')}
      nothingFound={t('form.nothingFound')}
      nothingFoundOnDevice={t('form.nothingFoundOnDevice')}
      useOptions={usePersonOptions}
    />
  )
}
