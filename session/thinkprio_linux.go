package session

import (
	"runtime"
	"syscall"
	"unsafe"
)

// schedIdle is Linux's SCHED_IDLE policy (sched(7)): the thread runs only
// on a core that nothing else wants.
const schedIdle = 5

// thinkNice is the fallback when the policy cannot be set: the lowest
// nice value.
const thinkNice = 19

// thinkInBackground runs the calling goroutine, until it returns, alone on
// a thread the system schedules after every other: the renderer's
// threads come first (Mesa's software renderer draws on the CPU, on every
// core), so the window keeps its frame rate and the search takes the time
// the frames leave. The answer does not change, since the computer's
// budgets count nodes, not time. The thread is never unlocked: it ends
// with the goroutine, so its priority never passes to another one.
func thinkInBackground() {
	runtime.LockOSThread()
	tid := syscall.Gettid()
	var param struct{ priority int32 } // sched_param; 0 for SCHED_IDLE
	_, _, errno := syscall.RawSyscall(syscall.SYS_SCHED_SETSCHEDULER, uintptr(tid), schedIdle, uintptr(unsafe.Pointer(&param)))
	if errno != 0 {
		// A failure of both leaves the thread as it was: the computer
		// still plays, at the window's priority.
		_ = syscall.Setpriority(syscall.PRIO_PROCESS, tid, thinkNice)
	}
}

// ThreadInBackground reports whether the calling thread has the priority
// thinkInBackground gives, and whether that can be known here.
func ThreadInBackground() (background, known bool) {
	tid := syscall.Gettid()
	policy, _, errno := syscall.RawSyscall(syscall.SYS_SCHED_GETSCHEDULER, uintptr(tid), 0, 0)
	if errno != 0 {
		return false, false
	}
	if policy == schedIdle {
		return true, true
	}
	// The raw getpriority returns 20 - nice (getpriority(2)).
	p, err := syscall.Getpriority(syscall.PRIO_PROCESS, tid)
	return err == nil && 20-p == thinkNice, err == nil
}
