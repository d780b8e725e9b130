import { useSyncExternalStore } from 'react'

/** Kept on the device, not on the user: the same pilot wants it on the phone at the apron, not at the desk. */
const STORAGE_KEY = 'sun_theme'

const listeners = new Set<() => void>()

function subscribe(onChange: () => void) {
  listeners.add(onChange)
  // Another tab of the app switched it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) onChange()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(onChange)
    window.removeEventListener('storage', onStorage)
  }
}

function read(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'on'
  } catch {
    return false
  }
}

/** Switches the high-contrast look for bright daylight on or off on this device. */
export function setSunTheme(on: boolean) {
  if (on) localStorage.setItem(STORAGE_KEY, 'on')
  else localStorage.removeItem(STORAGE_KEY)
  for (const listener of listeners) listener()
}

/** Whether this device shows the sun theme (high contrast for bright daylight). */
export function useSunTheme(): boolean {
  return useSyncExternalStore(subscribe, read, () => false)
}
