import type { ComboboxItem } from '@mantine/core'
import { useCallback, type ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'

import { useEntrySearch } from '../api/search-entries'
import { entryLabel } from '../utils/labels'
import { LookupSelect } from './lookup-select'

type Props = Omit<ComponentProps<typeof LookupSelect>, 'useOptions' | 'nothingFound' | 'placeholder'> & {
  aircraft: number
}

/**
 * The entry a correction or addendum refers to, found anywhere in the log by number, day or aerodrome;
 * before anything is typed it offers the newest entries.
 */
export function EntrySelect({ aircraft, ...props }: Props) {
  const { t, i18n } = useTranslation('boardbook')
  const useOptions = useCallback(
    function useEntryOptions(search: string, enabled: boolean) {
      const { data = [], isFetching, isFetched } = useEntrySearch(aircraft, search, enabled || search === '')
      const options: ComboboxItem<number>[] = data.map((entry) => ({
        value: entry.id,
        label: entryLabel(entry, i18n.language),
      }))
      return { options, isFetching, searched: isFetched }
    },
    [aircraft, i18n.language],
  )
  return (
    <LookupSelect
      {...props}
      placeholder={t('form.amendsPlaceholder')}
      nothingFound={t('form.nothingFound')}
      useOptions={useOptions}
    />
  )
}
