/**
 * The bench's statistics (issue #31 point 4): a figure is the median of its runs, printed with
 * its spread, so that a budget is judged against the noise of this machine, not one run.
 */

/** The median of `values` (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The spread of `values` as printed beside a median: `min–max`, and the interquartile range
 * as a share of the median (`IQR n %`: half the runs lie within it), formatted by `format`.
 */
export function spread(values, format = (value) => String(Math.round(value))) {
  const sorted = [...values].sort((a, b) => a - b);
  const quartile = (q) => {
    const at = (sorted.length - 1) * q;
    const low = Math.floor(at);
    return sorted[low] + (sorted[Math.ceil(at)] - sorted[low]) * (at - low);
  };
  const middle = median(sorted);
  const iqr = middle ? ((quartile(0.75) - quartile(0.25)) / middle) * 100 : 0;
  return `spread ${format(sorted[0])}–${format(sorted.at(-1))}, IQR ${iqr.toFixed(0)} %`;
}
