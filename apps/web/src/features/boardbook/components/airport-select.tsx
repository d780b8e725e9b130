import type { ComboboxItem } from '@mantine/core'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'

import { isAirportSearch, useAirportSearch } from '../api/search-airports'
import { airportLabel } from '../utils/labels'
import { LookupSelect } from './lookup-select'

function useAirportOptions(search: string, enabled: boolean) {
  const { data = [], isFetching, isFetched } = useAirportSearch(search, enabled)
  const options: ComboboxItem<number>[] = data.map((airport) => ({ value: airport.id, label: airportLabel(airport) }))
  return { options, isFetching, searched: isFetched && isAirportSearch(search) }
}

type Props = Omit<ComponentProps<typeof LookupSelect>, 'useOptions' | 'nothingFound' | 'placeholder'>

/** Start or landing airport, searched by ICAO code or name from the third character on. */
export function AirportSelect(props: Props) {
  const { t } = useTranslation('boardbook')
  return (
    <LookupSelect
      {...props}
      placeholder={t('form.airportPlaceholder')}
      nothingFound={t('form.nothingFound')}
      useOptions={useAirportOptions}
    />
  )
}
