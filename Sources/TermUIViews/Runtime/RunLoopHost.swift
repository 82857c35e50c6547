/// What the process around a run loop does when the app pauses or ends: the curses launcher stops the process
/// (Ctrl-Z) and exits it with the terminal restored; the test pilot only notes it.
@MainActor
package protocol RunLoopHost: AnyObject {
    /// Stops the process until it is continued (the terminal has been handed back already).
    func stopProcess()
    /// The app has ended (its views are taken down): the process ends with `status`.
    func runLoopDidFinish(status: Int32)
}
