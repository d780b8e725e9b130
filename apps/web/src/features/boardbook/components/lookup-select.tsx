import { Loader, Select, type ComboboxItem } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState, type ReactNode, type Ref } from 'react'

type Option = ComboboxItem<number>

/**
 * What a lookup lists for the typed text; `onDevice` when it came from the offline pack, not the server.
 * `suggestions` are offered while the field is empty.
 */
export type LookupOptions = {
  options: Option[]
  isFetching: boolean
  searched: boolean
  onDevice?: boolean
  suggestions?: Option[]
}

type Props = {
  label: string
  placeholder?: string
  value: number | null
  /** The chosen option, so its label shows although the last search did not return it. */
  selected: Option | null
  onChange: (option: Option | null) => void
  onBlur?: () => void
  /** The user is at the field: what arrives now (a prefill) must not replace what they type. */
  onFocus?: () => void
  error?: ReactNode
  withAsterisk?: boolean
  nothingFound: string
  /** Said instead when the options came from the device: it knows less than the server. */
  nothingFoundOnDevice?: string
  /** An empty field opens its list of suggestions on focus. */
  suggestOnFocus?: boolean
  inputRef?: Ref<HTMLInputElement>
  name?: string
  /** The search for the typed text; it decides itself from which length on it runs. */
  useOptions: (search: string, enabled: boolean) => LookupOptions
}

const selectChosenLabel =
  (selected: Option | null) =>
  ({ currentTarget }: { currentTarget: HTMLInputElement }) => {
    if (selected && currentTarget.value === selected.label) currentTarget.select()
  }

/**
 * A searchable select whose options come from the server as the user types (airports, people), or
 * from the device without a connection.
 * Keyboard: type, arrow keys, Enter picks the highlighted option; with the list closed, Enter
 * submits the form.
 */
export function LookupSelect({
  useOptions,
  selected,
  value,
  onChange,
  nothingFound,
  nothingFoundOnDevice = nothingFound,
  suggestOnFocus = false,
  inputRef,
  onFocus,
  ...props
}: Props) {
  const [search, setSearch] = useState('')
  const [debounced] = useDebouncedValue(search, 200)
  // Search once typing pauses; after a choice (or a reset) the input shows a label, which is no search.
  const typed = debounced === search && debounced !== (selected?.label ?? '')
  const { options: found, isFetching, searched, onDevice = false, suggestions = [] } = useOptions(debounced, typed)
  const options = search.trim() === '' ? suggestions : found
  const data = selected && !options.some((option) => option.value === selected.value) ? [selected, ...options] : options
  return (
    <Select<number>
      {...props}
      ref={inputRef}
      searchable
      clearable
      // Choosing the option already chosen (a prefilled aerodrome typed again) keeps it; the clear button
      // empties the field.
      allowDeselect={false}
      data={data}
      value={value}
      onChange={(_value, option) => onChange(option)}
      searchValue={search}
      onSearchChange={setSearch}
      // The option already chosen, chosen again, changes no value: its label replaces what was typed.
      onOptionSubmit={(submitted) => {
        if (selected && String(submitted) === String(selected.value)) setSearch(selected.label)
      }}
      // One tap and typing replaces a chosen (or prefilled) aerodrome or person: its label is selected
      // whole, so what is typed does not land inside it.
      onFocus={(event) => {
        onFocus?.()
        selectChosenLabel(selected)(event)
      }}
      onClick={selectChosenLabel(selected)}
      filter={({ options: all }) => all}
      selectFirstOptionOnChange
      openOnFocus={suggestOnFocus && value === null && search === ''}
      nothingFoundMessage={
        searched && typed && !isFetching ? (onDevice ? nothingFoundOnDevice : nothingFound) : undefined
      }
      rightSection={isFetching ? <Loader size={14} /> : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  )
}
