// Package chart draws the charts the commands write to PNG or SVG files
// with gonum/plot: the heat map of solutions per square (`nqueens bdd
// squares --chart`).
//
// Charts are pure functions of their data: the same counts give the same
// file. The format is chosen by the file's extension ([Format]). A chart
// is drawn in memory and then written, so its cost is O(cells) time and
// memory plus the image itself; gonum stays out of the binaries that
// draw no charts.
package chart
