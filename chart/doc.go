// Package chart draws charts as PNG or SVG files with gonum/plot: a
// log-log line chart ([LogLog]: median time against n, one line per
// solver, as compare's rows give it) and a heat map of the solutions
// with a queen on each square ([HeatMap], as bddqueens counts them).
//
// Charts are made to be read off: every tick label is a plain number or a
// time with its unit, legends and colour bars stand beside the data, text
// is Liberation Sans with generic fallbacks named in an SVG, and the heat
// map's palette is sequential (light to dark) with each count legible on
// its square. Charts are pure functions of their data: the same data give
// the same file. The format is chosen by the file's extension ([Format]). A chart
// is drawn in memory and then written, so its cost is O(points or cells)
// time and memory plus the image itself; gonum stays out of the binaries
// that draw no charts.
package chart
