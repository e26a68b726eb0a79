// Package deploy holds the tests of the cluster examples beside it (Slurm,
// Kubernetes, GNU parallel over ssh, the Dockerfile) and the tools of
// deploy/check. It is a module of its own so that the Kubernetes API types
// its tests decode the manifests into stay out of the nqueens module.
package deploy
