import { Loader, Select, type ComboboxItem } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState, type ReactNode, type Ref } from 'react'

type Option = ComboboxItem<number>

type Props = {
  label: string
  placeholder?: string
  value: number | null
  /** The chosen option, so its label shows although the last search did not return it. */
  selected: Option | null
  onChange: (option: Option | null) => void
  onBlur?: () => void
  error?: ReactNode
  withAsterisk?: boolean
  nothingFound: string
  inputRef?: Ref<HTMLInputElement>
  name?: string
  /** The server search for the typed text; it decides itself from which length on it runs. */
  useOptions: (search: string, enabled: boolean) => { options: Option[]; isFetching: boolean; searched: boolean }
}

/**
 * A searchable select whose options come from the server as the user types (airports, people).
 * Keyboard: type, arrow keys, Enter picks the highlighted option; with the list closed, Enter
 * submits the form.
 */
export function LookupSelect({ useOptions, selected, value, onChange, nothingFound, inputRef, ...props }: Props) {
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search, 200)
  // Search once typing pauses; after a choice (or a reset) the input shows a label, which is no search.
  const typed = debounced === search && debounced !== (selected?.label ?? '')
  const { options, isFetching, searched } = useOptions(debounced, typed)
  const data = selected && !options.some((option) => option.value === selected.value) ? [selected, ...options] : options
  return (
    <Select<number>
      {...props}
      ref={inputRef}
      searchable
      clearable
      data={data}
      value={value}
      onChange={(_value, option) => onChange(option)}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      selectFirstOptionOnChange
      openOnFocus={false}
      nothingFoundMessage={searched && typed && !isFetching ? nothingFound : undefined}
      rightSection={isFetching ? <Loader size={14} /> : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  )
}
