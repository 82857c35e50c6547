// `import TermUI` is all a SwiftUI file needs, as `import SwiftUI` is: the views and their graph come with it
// (and with them Foundation and Observation), and `App.main()` runs on the
// terminal through the ncurses backend (`App+Terminal.swift`). The test pilot is a library of its own,
// `TermUITesting`.
@_exported import TermUIViews
