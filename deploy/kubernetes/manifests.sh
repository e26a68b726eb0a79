#!/bin/bash
# Prints the Kubernetes objects of a sharded count. Everything you may want
# to change is in the block below; set it there or in the environment:
#
#   deploy/kubernetes/manifests.sh volume | kubectl apply -f -        # once
#   N=21 SHARDS=256 deploy/kubernetes/manifests.sh job | kubectl apply -f -
#   kubectl get job nqueens-count-21-of-256                       # progress
#   deploy/kubernetes/manifests.sh results-pod | kubectl apply -f - # to merge
#
# job: an Indexed Job: pod K counts shard K of SHARDS, saves a checkpoint
#   on the volume every EVERY and writes its result there; a pod that fails
#   is retried (3 times) and goes on from its checkpoint; an evicted or
#   preempted one is retried without counting as a failure.
# volume: the ReadWriteMany claim the pods share (README.md: Storage).
# results-pod: a pod that mounts the volume, to merge and copy out results.
set -euo pipefail

N=${N:-20}                   # board size
SHARDS=${SHARDS:-64}         # shards = completions: one shard should take minutes to an hour
CPUS=${CPUS:-2}              # CPUs per pod (request = limit = nqueens --workers): at most a node's
MEM=${MEM:-512Mi}            # memory per pod (request = limit): README.md, "Memory", by n and CPUS
PARALLELISM=${PARALLELISM:-$SHARDS} # pods at once; the rest wait for room
IMAGE=${IMAGE:-registry.example.com/nqueens:v1} # built with deploy/Dockerfile, pushed where the nodes pull
STORAGE_CLASS=${STORAGE_CLASS:-} # a ReadWriteMany class (nfs, cephfs, efs...); empty: the default class
ACCESS_MODE=${ACCESS_MODE:-ReadWriteMany} # ReadWriteOnce only if every pod runs on one node
EVERY=${EVERY:-1m}           # how often a shard saves its checkpoint

die() { echo "manifests.sh: $*" >&2; exit 2; }
[[ $N =~ ^[0-9]+$ && $SHARDS =~ ^[0-9]+$ && $SHARDS -ge 1 && $CPUS =~ ^[0-9]+$ && $CPUS -ge 1 &&
  $PARALLELISM =~ ^[0-9]+$ ]] || die "N, SHARDS, CPUS and PARALLELISM must be whole numbers"
[[ $MEM =~ ^[0-9]+(Ki|Mi|Gi|Ti)?$ ]] || die "MEM must be a quantity such as 512Mi or 4Gi"

# The restricted Pod Security level: no root, no privilege, no capability.
# Every pod runs as the image's user 65532, so each can read what another
# wrote on the volume.
pod_security='securityContext:
  runAsNonRoot: true
  runAsUser: 65532
  runAsGroup: 65532
  fsGroup: 65532
  seccompProfile:
    type: RuntimeDefault'
container_security='securityContext:
  allowPrivilegeEscalation: false
  capabilities:
    drop: ["ALL"]'
indent() { sed "s/^/$(printf "%${1}s" "")/" <<<"$2"; }

case ${1:-job} in
job)
  cat <<YAML
apiVersion: batch/v1
kind: Job
metadata:
  name: nqueens-count-$N-of-$SHARDS
  labels:
    app.kubernetes.io/name: nqueens
spec:
  completionMode: Indexed
  completions: $SHARDS
  parallelism: $PARALLELISM
  backoffLimitPerIndex: 3
  podFailurePolicy:
    rules:
      - action: FailIndex # exit 2: a usage error, the same on every try
        onExitCodes:
          containerName: count
          operator: In
          values: [2]
      - action: Ignore # evicted or preempted: retried, not counted
        onPodConditions:
          - type: DisruptionTarget
  template:
    metadata:
      labels:
        app.kubernetes.io/name: nqueens
    spec:
      restartPolicy: Never
      automountServiceAccountToken: false
$(indent 6 "$pod_security")
      containers:
        - name: count
          image: $IMAGE
          imagePullPolicy: IfNotPresent
          env:
            - name: "NQ_N"
              value: "$N"
            - name: "NQ_SHARDS"
              value: "$SHARDS"
            - name: "NQ_EVERY"
              value: "$EVERY"
            - name: "NQ_CPUS"
              valueFrom:
                resourceFieldRef:
                  containerName: count
                  resource: limits.cpu
          # Kubernetes sets JOB_COMPLETION_INDEX. exec: nqueens itself gets
          # the SIGTERM of an eviction and saves its checkpoint.
          command: ["sh", "-c"]
          args:
            - |
              umask 022
              out=/results/n\$NQ_N-shard\$JOB_COMPLETION_INDEX-of-\$NQ_SHARDS
              if [ -s "\$out.json" ]; then echo "\$out.json is there already"; exit 0; fi
              exec nqueens count "\$NQ_N" --shard "\$JOB_COMPLETION_INDEX/\$NQ_SHARDS" --workers "\$NQ_CPUS" \\
                --checkpoint "\$out.ckpt" --checkpoint-every "\$NQ_EVERY" --resume --output "\$out.json"
          resources:
            requests:
              cpu: "$CPUS"
              memory: "$MEM"
            limits:
              cpu: "$CPUS"
              memory: "$MEM"
$(indent 10 "$container_security")
          volumeMounts:
            - name: results
              mountPath: /results
      volumes:
        - name: results
          persistentVolumeClaim:
            claimName: nqueens-results
YAML
  ;;
volume)
  cat <<YAML
apiVersion: v1
kind: PersistentVolumeClaim
metadata:
  name: nqueens-results
  labels:
    app.kubernetes.io/name: nqueens
spec:
  accessModes: ["$ACCESS_MODE"]
${STORAGE_CLASS:+  storageClassName: $STORAGE_CLASS
}  resources:
    requests:
      storage: 1Gi
YAML
  ;;
results-pod)
  cat <<YAML
apiVersion: v1
kind: Pod
metadata:
  name: nqueens-results
  labels:
    app.kubernetes.io/name: nqueens
spec:
  restartPolicy: Never
  automountServiceAccountToken: false
$(indent 2 "$pod_security")
  containers:
    - name: results
      image: $IMAGE
      imagePullPolicy: IfNotPresent
      command: ["sleep", "86400"] # a day to merge and copy out; delete the pod when done
      resources:
        requests:
          cpu: "1"
          memory: "$MEM"
        limits:
          cpu: "1"
          memory: "$MEM"
$(indent 6 "$container_security")
      volumeMounts:
        - name: results
          mountPath: /results
  volumes:
    - name: results
      persistentVolumeClaim:
        claimName: nqueens-results
YAML
  ;;
*)
  die "unknown object $1: job, volume or results-pod"
  ;;
esac
