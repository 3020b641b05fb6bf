package splitmix

import "testing"

// TestSameSeedSameDice: a record replays to the same dice from its seed,
// so two generators of one seed give one sequence, and another seed
// another; Intn stays in its range and reaches each value.
func TestSameSeedSameDice(t *testing.T) {
	a, b, c := New(42), New(42), New(43)
	same, differ := true, false
	for i := 0; i < 100; i++ {
		x, y, z := a.Next(), b.Next(), c.Next()
		same = same && x == y
		differ = differ || x != z
	}
	if !same || !differ {
		t.Errorf("same seed same sequence %v, another seed another %v", same, differ)
	}
	seen := map[int]int{}
	r := New(7)
	for i := 0; i < 6000; i++ {
		n := r.Intn(6)
		if n < 0 || n >= 6 {
			t.Fatalf("Intn(6) = %d", n)
		}
		seen[n]++
	}
	for v := 0; v < 6; v++ {
		if seen[v] < 800 || seen[v] > 1200 {
			t.Errorf("face %d came %d times in 6000", v, seen[v])
		}
	}
	if f := r.Float(); f < 0 || f >= 1 {
		t.Errorf("Float %v", f)
	}
}
