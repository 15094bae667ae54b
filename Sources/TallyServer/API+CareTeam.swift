import Foundation
import Hummingbird
import TallyCore
import TallyStore

extension API {
    /// The care team's names and the meeting log (seed 000).
    var careTeam: [Endpoint] {
        [
            Endpoint(method: .get, path: "/api/v1/care-team", summary: "The care team: doctor and nutrition specialist", tag: "Care team", response: "CareTeam") {
                _, _ in try JSON.response(try await run { try database.careTeam() })
            },
            Endpoint(
                method: .patch, path: "/api/v1/care-team", summary: "Change the care team's names (an empty name clears it)", tag: "Care team",
                body: "CareTeamChanges", response: "CareTeam"
            ) { request, context in
                let body = try await JSONBody.read(request, context: context)
                try body.allow(["doctor", "nutritionSpecialist"])
                let doctor = try body.string("doctor")
                let specialist = try body.string("nutritionSpecialist")
                return try JSON.response(try await run { try database.updateCareTeam(doctor: doctor, nutritionSpecialist: specialist) })
            },
            Endpoint(
                method: .get, path: "/api/v1/care-team/meetings", summary: "Care-team meetings, newest first", tag: "Care team", response: "CareMeetingList"
            ) { _, _ in
                struct List: Encodable { var meetings: [CareMeeting] }
                return try JSON.response(List(meetings: try await run { try database.careMeetings() }))
            },
            Endpoint(
                method: .post, path: "/api/v1/care-team/meetings", summary: "Log a care-team meeting", tag: "Care team", body: "CareMeetingRequest",
                response: "CareMeeting", success: 201
            ) { request, context in
                let body = try await JSONBody.read(request, context: context)
                try body.allow(["date", "provider", "notes"])
                let date = try body.string("date") ?? ""
                let provider = try body.string("provider") ?? ""
                let notes = try body.string("notes")
                return try API.created(try await run { try database.addCareMeeting(date: date, provider: provider, notes: notes) })
            },
            Endpoint(
                method: .delete, path: "/api/v1/care-team/meetings/{id}", summary: "Delete a care-team meeting", tag: "Care team", response: "CareMeeting"
            ) { _, context in
                let id = try context.parameters.id()
                return try JSON.response(try await run { try database.deleteCareMeeting(id: id) })
            },
        ]
    }
}
