import Foundation
import Observation
import Testing
@testable import TermUITesting
@testable import TermUIViews

/// `TimelineView` and its schedules: the content follows the date, the run loop is asked to wake only at the
/// schedule's next date, and a timeline that leaves the screen asks for nothing.
@MainActor
struct TimelineViewTests {
    /// The start of a minute (1795000020 is a multiple of 60).
    private static let minute = Date(timeIntervalSince1970: 1_795_000_020)

    private struct Clock: View {
        let shows: Bool
        var body: some View {
            VStack {
                if shows {
                    TimelineView(.everyMinute) { context in
                        Text("at \(Int(context.date.timeIntervalSince(TimelineViewTests.minute)))")
                    }
                }
                Text("end")
            }
        }
    }

    @Observable final class Switch {
        var shows = true
    }

    private struct Toggling: View {
        let model: Switch
        var body: some View { Clock(shows: model.shows) }
    }

    @Test func everyMinuteShowsTheStartOfTheMinuteAndMovesOnWithTheClock() {
        let driver = TestDriver(Clock(shows: true), date: Self.minute.addingTimeInterval(30))
        #expect(driver.text.contains("at 0"))
        #expect(driver.renderer.nextTimelineDate == Self.minute.addingTimeInterval(60))
        driver.advance(by: 29)
        #expect(driver.text.contains("at 0"), "still the same minute")
        driver.advance(by: 1)
        #expect(driver.text.contains("at 60"))
        #expect(driver.renderer.nextTimelineDate == Self.minute.addingTimeInterval(120))
        driver.advance(by: 3600)
        #expect(driver.text.contains("at 3660"))
    }

    @Test func aTimelineThatLeavesAsksForNoWakeUp() {
        #expect(TestDriver(Clock(shows: false)).renderer.nextTimelineDate == nil)
        let model = Switch()
        let driver = TestDriver(Toggling(model: model), date: Self.minute)
        #expect(driver.renderer.nextTimelineDate != nil)
        model.shows = false
        driver.update()
        #expect(!driver.text.contains("at "))
        #expect(driver.renderer.nextTimelineDate == nil)
        model.shows = true
        driver.update()
        #expect(driver.text.contains("at 0"))
        #expect(driver.renderer.nextTimelineDate == Self.minute.addingTimeInterval(60))
    }

    @Test func explicitDatesStopAfterTheLast() {
        let dates = [10.0, 20, 40].map { Self.minute.addingTimeInterval($0) }
        let view = TimelineView(.explicit(dates)) { context in
            Text("at \(Int(context.date.timeIntervalSince(Self.minute)))")
        }
        let driver = TestDriver(view, date: Self.minute)
        #expect(driver.text.contains("at 0"), "before the first date, the date is now")
        #expect(driver.renderer.nextTimelineDate == dates[0])
        driver.advance(by: 25)
        #expect(driver.text.contains("at 20"))
        #expect(driver.renderer.nextTimelineDate == dates[2])
        driver.advance(by: 100)
        #expect(driver.text.contains("at 40"))
        #expect(driver.renderer.nextTimelineDate == nil)
    }

    @Test func periodicEntriesAlignWithTheirStart() {
        let start = Self.minute
        let schedule = PeriodicTimelineSchedule.periodic(from: start, by: 15)
        let later = Array(schedule.entries(from: start.addingTimeInterval(50), mode: .normal).prefix(3))
        #expect(later == [45.0, 60, 75].map { start.addingTimeInterval($0) })
        let earlier = Array(schedule.entries(from: start.addingTimeInterval(-100), mode: .normal).prefix(2))
        #expect(earlier == [start, start.addingTimeInterval(15)])
    }

    @Test func everyMinuteEntriesBeginAtTheMinuteStart() {
        let entries = Array(EveryMinuteTimelineSchedule.everyMinute.entries(from: Self.minute.addingTimeInterval(59.5), mode: .lowFrequency).prefix(2))
        #expect(entries == [Self.minute, Self.minute.addingTimeInterval(60)])
    }

    @Test func contentIsNotMadeAgainBeforeTheNextDate() {
        final class Counter { var count = 0 }
        let counter = Counter()
        let view = TimelineView(.periodic(from: Self.minute, by: 10)) { context in
            let _ = counter.count += 1
            Text("at \(Int(context.date.timeIntervalSince(Self.minute)))")
        }
        let driver = TestDriver(view, date: Self.minute)
        let first = counter.count
        driver.advance(by: 5)
        driver.advance(by: 4)
        #expect(counter.count == first, "no new date has come")
        driver.advance(by: 1)
        #expect(counter.count == first + 1)
        #expect(driver.text.contains("at 10"))
    }
}
