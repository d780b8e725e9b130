import { useMantineTheme } from '@mantine/core'
import { fromMinutes, type MonthlyUse } from '@flugakte/domain'
import { useTranslation } from 'react-i18next'

import { formatDate } from '../../../lib/dates'

const WIDTH = 960
const HEIGHT = 300
const PAD = { top: 20, right: 48, bottom: 48, left: 48 }

/** A round axis maximum with 4 ticks. */
function scaleMax(value: number): number {
  if (value <= 0) return 4
  const step = 10 ** Math.floor(Math.log10(value / 4))
  const nice =
    [1, 2, 2.5, 5, 10].map((factor) => factor * step).find((candidate) => candidate * 4 >= value) ?? step * 10
  return nice * 4
}

/**
 * Monthly flight hours (bars, left axis) and landings (line, right axis). Plain SVG: the figures are
 * few, and each month is a list item with its values as text for screen readers and tooltips.
 */
export function MonthlyChart({ months }: { months: MonthlyUse[] }) {
  const { t, i18n } = useTranslation('airworthiness')
  const theme = useMantineTheme()
  const label = (month: string) => formatDate(`${month}-01`, 'my', i18n.language)
  const hoursMax = scaleMax(Math.max(...months.map((month) => month.flight_minutes / 60)))
  const landingsMax = scaleMax(Math.max(...months.map((month) => month.landings)))
  const plotWidth = WIDTH - PAD.left - PAD.right
  const plotHeight = HEIGHT - PAD.top - PAD.bottom
  const slot = plotWidth / Math.max(1, months.length)
  const x = (index: number) => PAD.left + index * slot
  const yHours = (hours: number) => PAD.top + plotHeight * (1 - hours / hoursMax)
  const yLandings = (landings: number) => PAD.top + plotHeight * (1 - landings / landingsMax)
  const ticks = [0, 1, 2, 3, 4]
  const summary =
    months.length > 0 ? t('hours.chart', { from: label(months[0]!.month), to: label(months.at(-1)!.month) }) : ''
  const line = months.map((month, index) => `${x(index) + slot / 2},${yLandings(month.landings)}`).join(' ')
  return (
    // On a phone the chart keeps a readable size and scrolls sideways instead of shrinking its labels;
    // a keyboard reaches it to scroll it too.
    <div style={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-label={summary}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        role="img"
        aria-label={summary}
        style={{ maxHeight: 360, minWidth: 720 }}
      >
        <title>{summary}</title>
        {ticks.map((tick) => {
          const y = PAD.top + (plotHeight * tick) / 4
          return (
            <g key={tick} aria-hidden="true">
              <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} stroke={theme.colors.gray[3]} />
              <text x={PAD.left - 6} y={y + 4} textAnchor="end" fontSize={11} fill={theme.colors.gray[7]}>
                {((hoursMax * (4 - tick)) / 4).toLocaleString(i18n.language)}
              </text>
              <text x={WIDTH - PAD.right + 6} y={y + 4} fontSize={11} fill={theme.colors.gray[7]}>
                {((landingsMax * (4 - tick)) / 4).toLocaleString(i18n.language)}
              </text>
            </g>
          )
        })}
        <g role="list">
          {months.map((month, index) => {
            const hours = month.flight_minutes / 60
            const text = t('hours.bar', {
              month: label(month.month),
              hours: fromMinutes(month.flight_minutes),
              landings: month.landings,
            })
            const top = yHours(hours)
            return (
              <g key={month.month} role="listitem" aria-label={text}>
                <title>{text}</title>
                <rect
                  x={x(index) + slot * 0.15}
                  y={top}
                  width={slot * 0.7}
                  height={PAD.top + plotHeight - top}
                  fill={theme.colors.blue[6]}
                />
                {index % 2 === 0 && (
                  <text
                    x={x(index) + slot / 2}
                    y={HEIGHT - PAD.bottom + 16}
                    textAnchor="middle"
                    fontSize={10}
                    fill={theme.colors.gray[7]}
                    aria-hidden="true"
                  >
                    {label(month.month)}
                  </text>
                )}
              </g>
            )
          })}
        </g>
        <polyline points={line} fill="none" stroke={theme.colors.orange[6]} strokeWidth={2} aria-hidden="true" />
        {months.map((month, index) => (
          <circle
            key={month.month}
            cx={x(index) + slot / 2}
            cy={yLandings(month.landings)}
            r={3}
            fill={theme.colors.orange[6]}
            aria-hidden="true"
          />
        ))}
        <g aria-hidden="true" fontSize={12}>
          <rect x={PAD.left} y={HEIGHT - 18} width={12} height={12} fill={theme.colors.blue[6]} />
          <text x={PAD.left + 18} y={HEIGHT - 8}>
            {t('hours.legendHours')}
          </text>
          <rect x={PAD.left + 140} y={HEIGHT - 14} width={16} height={4} fill={theme.colors.orange[6]} />
          <text x={PAD.left + 162} y={HEIGHT - 8}>
            {t('hours.legendLandings')}
          </text>
        </g>
      </svg>
    </div>
  )
}
