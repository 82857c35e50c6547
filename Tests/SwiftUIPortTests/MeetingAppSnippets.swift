// A small meeting-timer app written the way SwiftUI sample apps are, with only `import TermUI`: themes, a
// store, a list of cards, a detail screen, an edit sheet, a timer ring. That it type-checks is the test.
import TermUI
import TermUITesting

enum MeetingTheme: String, CaseIterable, Identifiable, Codable {
    case bubblegum, buttercup, indigo, lavender, magenta, navy, orange, oxblood

    var accentColor: Color {
        switch self {
        case .bubblegum, .buttercup, .lavender, .orange: return .black
        case .indigo, .magenta, .navy, .oxblood: return .white
        }
    }

    var mainColor: Color {
        switch self {
        case .bubblegum: return Color(red: 0.93, green: 0.6, blue: 0.75)
        case .buttercup: return Color(red: 1, green: 0.88, blue: 0.5)
        case .indigo: return .indigo
        case .lavender: return Color(hue: 0.75, saturation: 0.3, brightness: 0.95)
        case .magenta: return .pink
        case .navy: return .blue
        case .orange: return .orange
        case .oxblood: return .red
        }
    }

    var name: String { rawValue.capitalized }
    var id: String { name }
}

struct Meeting: Identifiable, Codable {
    let id: UUID
    var title: String
    var attendees: [Attendee]
    var lengthInMinutes: Int
    var lengthInMinutesAsDouble: Double {
        get { Double(lengthInMinutes) }
        set { lengthInMinutes = Int(newValue) }
    }
    var theme: MeetingTheme

    init(id: UUID = UUID(), title: String, attendees: [String], lengthInMinutes: Int, theme: MeetingTheme) {
        self.id = id
        self.title = title
        self.attendees = attendees.map { Attendee(name: $0) }
        self.lengthInMinutes = lengthInMinutes
        self.theme = theme
    }

    struct Attendee: Identifiable, Codable {
        let id: UUID
        var name: String

        init(id: UUID = UUID(), name: String) {
            self.id = id
            self.name = name
        }
    }

    static let sampleData: [Meeting] = [
        Meeting(title: "Design", attendees: ["Cathy", "Daisy", "Simon"], lengthInMinutes: 10, theme: .buttercup),
        Meeting(title: "App Dev", attendees: ["Katie", "Gray", "Euna"], lengthInMinutes: 5, theme: .orange),
    ]
}

@MainActor
final class MeetingStore: ObservableObject {
    @Published var meetings: [Meeting] = []

    func load() async throws {
        try await Task.sleep(for: .milliseconds(1))
        meetings = Meeting.sampleData
    }
}

struct MeetingCardView: View {
    let meeting: Meeting

    var body: some View {
        VStack(alignment: .leading) {
            Text(meeting.title)
                .font(.headline)
                .accessibilityAddTraits(.isHeader)
            Spacer()
            HStack {
                Label("\(meeting.attendees.count)", systemImage: "person.3")
                    .accessibilityLabel("\(meeting.attendees.count) attendees")
                Spacer()
                Label("\(meeting.lengthInMinutes)", systemImage: "clock")
                    .labelStyle(.trailingIcon)
            }
            .font(.caption)
        }
        .padding()
        .foregroundColor(meeting.theme.accentColor)
    }
}

struct MeetingTrailingIconLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

extension LabelStyle where Self == MeetingTrailingIconLabelStyle {
    static var trailingIcon: Self { Self() }
}

struct MeetingsView: View {
    @Binding var meetings: [Meeting]
    @Environment(\.scenePhase) private var scenePhase
    @State private var isPresentingNewMeeting = false
    let saveAction: () -> Void

    var body: some View {
        NavigationStack {
            List($meetings) { $meeting in
                NavigationLink(destination: MeetingDetailView(meeting: $meeting)) {
                    MeetingCardView(meeting: meeting)
                }
                .listRowBackground(meeting.theme.mainColor)
            }
            .navigationTitle("Daily Meetings")
            .toolbar {
                Button(action: { isPresentingNewMeeting = true }) {
                    Image(systemName: "plus")
                }
                .accessibilityLabel("New Meeting")
            }
        }
        .sheet(isPresented: $isPresentingNewMeeting) {
            NewMeetingSheet(meetings: $meetings, isPresentingNewMeeting: $isPresentingNewMeeting)
        }
        .onChange(of: scenePhase) { phase in
            if phase == .inactive { saveAction() }
        }
    }
}

struct NewMeetingSheet: View {
    @State private var newMeeting = Meeting(title: "", attendees: [], lengthInMinutes: 5, theme: .lavender)
    @Binding var meetings: [Meeting]
    @Binding var isPresentingNewMeeting: Bool

    var body: some View {
        NavigationStack {
            MeetingEditView(meeting: $newMeeting)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Dismiss") { isPresentingNewMeeting = false }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Add") {
                            meetings.append(newMeeting)
                            isPresentingNewMeeting = false
                        }
                    }
                }
        }
    }
}

struct MeetingEditView: View {
    @Binding var meeting: Meeting
    @State private var newAttendeeName = ""

    var body: some View {
        Form {
            Section(header: Text("Meeting Info")) {
                TextField("Title", text: $meeting.title)
                HStack {
                    Slider(value: $meeting.lengthInMinutesAsDouble, in: 5...30, step: 1) {
                        Text("Length")
                    }
                    .accessibilityValue("\(meeting.lengthInMinutes) minutes")
                    Spacer()
                    Text("\(meeting.lengthInMinutes) minutes")
                        .accessibilityHidden(true)
                }
                ThemePicker(selection: $meeting.theme)
            }
            Section(header: Text("Attendees")) {
                ForEach(meeting.attendees) { attendee in
                    Text(attendee.name)
                }
                .onDelete { indices in
                    meeting.attendees.remove(atOffsets: indices)
                }
                HStack {
                    TextField("New Attendee", text: $newAttendeeName)
                    Button(action: {
                        withAnimation {
                            meeting.attendees.append(Meeting.Attendee(name: newAttendeeName))
                            newAttendeeName = ""
                        }
                    }) {
                        Image(systemName: "plus.circle.fill")
                            .accessibilityLabel("Add attendee")
                    }
                    .disabled(newAttendeeName.isEmpty)
                }
            }
        }
    }
}

struct ThemePicker: View {
    @Binding var selection: MeetingTheme

    var body: some View {
        Picker("Theme", selection: $selection) {
            ForEach(MeetingTheme.allCases) { theme in
                ThemeView(theme: theme)
                    .tag(theme)
            }
        }
        .pickerStyle(.navigationLink)
    }
}

struct ThemeView: View {
    let theme: MeetingTheme

    var body: some View {
        Text(theme.name)
            .padding(4)
            .frame(maxWidth: .infinity)
            .background(theme.mainColor)
            .foregroundColor(theme.accentColor)
            .clipShape(RoundedRectangle(cornerRadius: 4))
    }
}

struct MeetingDetailView: View {
    @Binding var meeting: Meeting
    @State private var editingMeeting = Meeting(title: "", attendees: [], lengthInMinutes: 5, theme: .navy)
    @State private var isPresentingEditView = false

    var body: some View {
        List {
            Section(header: Text("Meeting Info")) {
                NavigationLink(destination: MeetingTimerView(meeting: $meeting)) {
                    Label("Start Meeting", systemImage: "timer")
                        .font(.headline)
                        .foregroundColor(.accentColor)
                }
                HStack {
                    Label("Length", systemImage: "clock")
                    Spacer()
                    Text("\(meeting.lengthInMinutes) minutes")
                }
                .accessibilityElement(children: .combine)
                HStack {
                    Label("Theme", systemImage: "paintpalette")
                    Spacer()
                    Text(meeting.theme.name)
                        .padding(4)
                        .foregroundColor(meeting.theme.accentColor)
                        .background(meeting.theme.mainColor)
                        .cornerRadius(4)
                }
            }
            Section(header: Text("Attendees")) {
                ForEach(meeting.attendees) { attendee in
                    Label(attendee.name, systemImage: "person")
                }
            }
        }
        .navigationTitle(meeting.title)
        .toolbar {
            Button("Edit") {
                isPresentingEditView = true
                editingMeeting = meeting
            }
        }
        .sheet(isPresented: $isPresentingEditView) {
            NavigationStack {
                MeetingEditView(meeting: $editingMeeting)
                    .navigationTitle(meeting.title)
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") { isPresentingEditView = false }
                        }
                        ToolbarItem(placement: .confirmationAction) {
                            Button("Done") {
                                isPresentingEditView = false
                                meeting = editingMeeting
                            }
                        }
                    }
            }
        }
    }
}

struct MeetingTimerView: View {
    @Binding var meeting: Meeting
    @State private var secondsElapsed = 0

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 16.0)
                .fill(meeting.theme.mainColor)
            VStack {
                ProgressView(value: Double(secondsElapsed), total: Double(meeting.lengthInMinutes * 60))
                    .progressViewStyle(MeetingProgressViewStyle(theme: meeting.theme))
                Circle()
                    .strokeBorder(lineWidth: 24)
                    .overlay {
                        SpeakerArc(speakerIndex: 0, totalSpeakers: max(1, meeting.attendees.count))
                            .rotation(Angle(degrees: -90))
                            .stroke(meeting.theme.mainColor, lineWidth: 12)
                    }
                    .padding(.horizontal)
            }
        }
        .padding()
        .foregroundColor(meeting.theme.accentColor)
        .onAppear { secondsElapsed = 0 }
        .onDisappear { secondsElapsed = 0 }
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct MeetingProgressViewStyle: ProgressViewStyle {
    var theme: MeetingTheme

    func makeBody(configuration: Configuration) -> some View {
        ZStack {
            RoundedRectangle(cornerRadius: 10.0)
                .fill(theme.accentColor)
                .frame(height: 20.0)
            ProgressView(configuration)
                .tint(theme.mainColor)
                .frame(height: 12.0)
                .padding(.horizontal)
        }
    }
}

struct SpeakerArc: Shape {
    let speakerIndex: Int
    let totalSpeakers: Int

    // Read by `path(in:)`, which is not isolated (as in SwiftUI), so not isolated either in Swift 6.
    nonisolated private var degreesPerSpeaker: Double { 360.0 / Double(totalSpeakers) }
    nonisolated private var startAngle: Angle { Angle(degrees: degreesPerSpeaker * Double(speakerIndex) + 1.0) }
    nonisolated private var endAngle: Angle { Angle(degrees: startAngle.degrees + degreesPerSpeaker - 1.0) }

    nonisolated func path(in rect: CGRect) -> Path {
        let diameter = min(rect.size.width, rect.size.height) - 24.0
        let radius = diameter / 2.0
        let center = CGPoint(x: rect.midX, y: rect.midY)
        return Path { path in
            path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: false)
        }
    }
}

struct MeetingApp: App {
    @StateObject private var store = MeetingStore()

    var body: some Scene {
        WindowGroup {
            MeetingsView(meetings: $store.meetings) {}
                .task {
                    do {
                        try await store.load()
                    } catch {
                        print(error)
                    }
                }
        }
    }
}

struct MeetingCommandsApp: App {
    @State private var meetings = 0

    var body: some Scene {
        Window("Meetings", id: "main") {
            Text("\(meetings) meetings")
        }
        .commands {
            CommandMenu("Meeting") {
                Button("New Meeting") { meetings += 1 }
                    .keyboardShortcut("n", modifiers: .control)
            }
        }
        WindowGroup("Second window") {
            Text("never shown")
        }
    }
}
