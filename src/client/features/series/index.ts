// The series feature's public face (docs/decisions/0089-client-features-own-their-interface.md):
// the only file another feature may import.
export { SeriesGroups } from './components/series-groups';
export { useCreateSeries, type SeriesPayment } from './api/create-series';
export { useSeriesPreview } from './api/series-preview';
