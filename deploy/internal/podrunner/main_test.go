package main

import (
	"slices"
	"testing"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/api/resource"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
)

// TestContainerEnv: the env a kubelet would give, from values, the Job's
// completion-index annotation and the CPU limit (rounded up, as the
// downward API does with divisor 1).
func TestContainerEnv(t *testing.T) {
	p := &corev1.Pod{ObjectMeta: metav1.ObjectMeta{Name: "job-1-abcde", Annotations: map[string]string{"batch.kubernetes.io/job-completion-index": "1"}}}
	c := &corev1.Container{
		Env: []corev1.EnvVar{
			{Name: "NQ_N", Value: "17"},
			{Name: "JOB_COMPLETION_INDEX", ValueFrom: &corev1.EnvVarSource{FieldRef: &corev1.ObjectFieldSelector{FieldPath: "metadata.annotations['batch.kubernetes.io/job-completion-index']"}}},
			{Name: "NQ_CPUS", ValueFrom: &corev1.EnvVarSource{ResourceFieldRef: &corev1.ResourceFieldSelector{Resource: "limits.cpu"}}},
			{Name: "POD", ValueFrom: &corev1.EnvVarSource{FieldRef: &corev1.ObjectFieldSelector{FieldPath: "metadata.name"}}},
		},
		Resources: corev1.ResourceRequirements{Limits: corev1.ResourceList{corev1.ResourceCPU: resource.MustParse("1500m")}},
	}
	env, err := containerEnv(p, c)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"NQ_N=17", "JOB_COMPLETION_INDEX=1", "NQ_CPUS=2", "POD=job-1-abcde"} {
		if !slices.Contains(env, want) {
			t.Errorf("env %q lacks %s", env, want)
		}
	}
	c.Env = []corev1.EnvVar{{Name: "X", ValueFrom: &corev1.EnvVarSource{FieldRef: &corev1.ObjectFieldSelector{FieldPath: "spec.nodeName"}}}}
	if _, err := containerEnv(p, c); err == nil {
		t.Error("an unknown fieldRef was accepted")
	}
}

func TestRunAs(t *testing.T) {
	u, g := int64(65532), int64(100)
	p := &corev1.Pod{Spec: corev1.PodSpec{SecurityContext: &corev1.PodSecurityContext{RunAsUser: &u}}}
	c := &corev1.Container{}
	if uid, gid, ok := runAs(p, c); !ok || uid != 65532 || gid != 65532 {
		t.Errorf("pod user only: %d %d %v", uid, gid, ok)
	}
	c.SecurityContext = &corev1.SecurityContext{RunAsGroup: &g}
	if uid, gid, ok := runAs(p, c); !ok || uid != 65532 || gid != 100 {
		t.Errorf("container group: %d %d %v", uid, gid, ok)
	}
	if _, _, ok := runAs(&corev1.Pod{}, &corev1.Container{}); ok {
		t.Error("no user set, but runAs says one is")
	}
}
