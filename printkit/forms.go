package printkit

// formKey names a drawing made once as a form and placed many times.
type formKey struct {
	what string
	size float64
}
