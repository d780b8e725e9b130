import type { ComboboxItem } from '@mantine/core'
import type { ComponentProps } from 'react'
import { useTranslation } from 'react-i18next'

import { useOnline } from '../../../lib/use-online'
import { isAirportSearch, useAirportSearch } from '../api/search-airports'
import type { Airport } from '../api/types'
import { isUnreachable, RECENT_AIRPORTS, searchAirportsOnDevice } from '../offline/local-search'
import { useOwnOfflinePack } from '../offline/offline-pack'
import { airportLabel } from '../utils/labels'
import { LookupSelect, type LookupOptions } from './lookup-select'

const toOptions = (airports: Airport[]): ComboboxItem<number>[] =>
  airports.map((airport) => ({ value: airport.id, label: airportLabel(airport) }))

/**
 * The server's airports for the typed text; without a connection (or when the server cannot be
 * reached) those of the device's offline pack. An empty field offers the aerodromes used lately.
 */
function useAirportOptions(search: string, enabled: boolean): LookupOptions {
  const online = useOnline()
  const pack = useOwnOfflinePack()
  const { data = [], isFetching, isFetched, error } = useAirportSearch(search, enabled)
  const suggestions = toOptions(pack?.airports.slice(0, RECENT_AIRPORTS) ?? [])
  if (!online || isUnreachable(error)) {
    const found = enabled ? searchAirportsOnDevice(pack?.airports ?? [], search) : []
    return {
      options: toOptions(found),
      isFetching: false,
      searched: enabled && isAirportSearch(search),
      onDevice: true,
      suggestions,
    }
  }
  return { options: toOptions(data), isFetching, searched: isFetched && isAirportSearch(search), suggestions }
}

type Props = Omit<
  ComponentProps<typeof LookupSelect>,
  'useOptions' | 'nothingFound' | 'nothingFoundOnDevice' | 'placeholder' | 'suggestOnFocus'
>

/** Start or landing airport, searched by ICAO code or name from the third character on. */
export function AirportSelect(props: Props) {
  const { t } = useTranslation('boardbook')
  return (
    <LookupSelect
      {...props}
      placeholder={t('form.airportPlaceholder')}
      nothingFound={t('form.nothingFound')}
      nothingFoundOnDevice={t('form.nothingFoundOnDevice')}
      useOptions={useAirportOptions}
      suggestOnFocus
    />
  )
}
