export function App() {
  return (
    <main>
      <h1>Flugakte</h1>
      <p>Flugakte – Bordbuch und Lufttüchtigkeitsakte. Die Oberfläche folgt.</p>
      <p>
        <a href="/admin">Zur Verwaltung</a>
      </p>
    </main>
  )
}
