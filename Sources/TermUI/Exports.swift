// `import TermUI` is all a SwiftUI file needs, as `import SwiftUI` is: the layers' targets come with it (the
// base's values, the views and their graph, Foundation and Observation), and `App.main()` runs on the
// terminal through the ncurses backend (`App+Terminal.swift`). The test pilot is a library of its own,
// `TermUITesting`.
@_exported import TermUIBase
@_exported import TermUIViews
