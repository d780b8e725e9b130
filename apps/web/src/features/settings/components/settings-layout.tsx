export function SettingsLayout() {
  return <div>SettingsLayout</div>
}
