/**
 * Generated from openapi/cloud-agent.yaml by `npm run generate` (openapi-typescript). Do not edit by hand:
 * change the contract and generate again. A test fails when this file is stale.
 */

export interface paths {
    "/factory": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the factories the caller can see, one page at a time. */
        get: operations["listFactories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/factory/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one factory by its public UID. */
        get: operations["getFactory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/factory/{uid}/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hand work to a factory; its foreman starts an ordinary run. */
        post: operations["dispatchFactoryRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/factory/{uid}/task-by-run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find the factory task that a run belongs to. */
        get: operations["getFactoryTaskByRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the agents (skills) that runs can start from. */
        get: operations["listAgents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/connected-self-hosted-workers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List self-hosted workers currently connected for the caller's team. */
        get: operations["listConnectedWorkers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a run (older path; same as POST /agent/runs).
         * @deprecated
         */
        post: operations["createRunLegacy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/runs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List runs with filters, sorting and cursor pagination. */
        get: operations["listRuns"];
        put?: never;
        /** Start a run from a prompt and optional configuration. */
        post: operations["createRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/run-by-external-reference": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Find the run that reported an external reference URL. */
        get: operations["getRunByExternalReference"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/runs/{runId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one run in full. */
        get: operations["getRun"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/runs/{runId}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a run's setup and lifecycle events in time order. */
        get: operations["getRunTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/runs/{runId}/conversation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a run's conversation as normalized steps and messages. */
        get: operations["getRunConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/conversations/{conversation_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a conversation by its own id, normalized. */
        get: operations["getConversation"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/runs/{runId}/transcript": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Redirect to a short-lived download of the raw transcript. */
        get: operations["getRunTranscript"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/runs/{runId}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cancel a queued or running run. */
        post: operations["cancelRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/runs/{runId}/followups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a follow-up message to a run. */
        post: operations["createFollowup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/runs/{runId}/scores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Judge run reports its verdicts for the run it scored.
         * @description Authenticated with the judge run's own API key. Each verdict is accepted or rejected on its own.
         */
        post: operations["reportRunScores"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/schedules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List scheduled agents, by name. */
        get: operations["listSchedules"];
        put?: never;
        /** Create an agent that runs on a cron schedule. */
        post: operations["createSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/schedules/{scheduleId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one scheduled agent with its history and next run. */
        get: operations["getSchedule"];
        /** Replace a scheduled agent's settings. */
        put: operations["updateSchedule"];
        post?: never;
        /** Delete a scheduled agent so it never runs again. */
        delete: operations["deleteSchedule"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/schedules/{scheduleId}/pause": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop a scheduled agent from running until it is resumed. */
        post: operations["pauseSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/schedules/{scheduleId}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Let a paused scheduled agent run on its cron schedule again. */
        post: operations["resumeSchedule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/environments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List environments the caller owns, was granted, or opened by link. */
        get: operations["listEnvironments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the models the caller may use and which one is the default. */
        get: operations["listModels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/artifacts/{artifactUid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read an artifact; plans inline, files and screenshots as a signed URL. */
        get: operations["getArtifact"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/artifacts/{artifactUid}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Redirect to a temporary signed download of an artifact. */
        get: operations["downloadArtifact"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/identities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the team's agent identities with their availability. */
        get: operations["listAgentIdentities"];
        put?: never;
        /** Create an agent identity for the caller's team. */
        post: operations["createAgentIdentity"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agent/identities/{uid}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one agent identity. */
        get: operations["getAgentIdentity"];
        /** Change an agent identity; omitted fields stay as they are. */
        put: operations["updateAgentIdentity"];
        post?: never;
        /** Delete an agent identity together with all of its API keys. */
        delete: operations["deleteAgentIdentity"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/factory/scorers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List the team's scorers with scope agents and pass-rate stats. */
        get: operations["listScorers"];
        put?: never;
        /** Create an active scorer; nothing is scored until a run qualifies. */
        post: operations["createScorer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/factory/scorers/{scorer_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Permanently delete a scorer and everything it recorded. */
        delete: operations["deleteScorer"];
        options?: never;
        head?: never;
        /** Change some scorer fields; each change bumps the scorer version. */
        patch: operations["updateScorer"];
        trace?: never;
    };
    "/factory/scorers/{scorer_id}/results": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List a scorer's recent attempts, newest first. */
        get: operations["listScorerResults"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/factory/scorers/{scorer_id}/results/reasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the judge's reasoning for a set of runs. */
        get: operations["getScorerResultReasons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/factory/scorers/{scorer_id}/metrics/pass-rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Pass-rate series and total over live scores in [start_date, end_date). */
        get: operations["getScorerPassRate"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/factory/scorers/{scorer_id}/self-improvement-config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tell whether self-improvement is on for a scorer. */
        get: operations["getSelfImprovementConfig"];
        /** Turn self-improvement on for a scorer. */
        put: operations["putSelfImprovementConfig"];
        post?: never;
        /** Turn self-improvement off by removing the config. */
        delete: operations["deleteSelfImprovementConfig"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/factory/run-scoring/dispatches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start judges now for given (run, scorer) pairs, skipping the usual gates. */
        post: operations["dispatchRunScoring"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/factory/runs/{run_id}/scores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read the current score of a run from every scorer that tried it. */
        get: operations["getRunScores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/harness-support/report-artifact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record an artifact produced by the calling run. */
        post: operations["reportArtifact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Problem details (RFC 7807) with a few extension members. */
        Error: {
            /** @description Title and detail in one string, for older clients. */
            error: string;
            status: number;
            title: string;
            /**
             * Format: uri-reference
             * @description Identifies the problem kind; ends with the error code.
             */
            type: string;
            error_code?: components["schemas"]["ErrorCode"];
            detail?: string;
            /** @description Path of the failed request. */
            instance?: string;
            retryable?: boolean;
            trace_id?: string;
            /** @description Where to reconnect an external account. */
            auth_url?: string;
            /** @description External service involved, such as linear. */
            provider?: string;
        };
        /** @enum {string} */
        ErrorCode: "insufficient_credits" | "feature_not_available" | "external_authentication_required" | "not_authorized" | "invalid_request" | "resource_not_found" | "budget_exceeded" | "integration_disabled" | "integration_not_configured" | "operation_not_supported" | "environment_setup_failed" | "content_policy_violation" | "conflict" | "authentication_required" | "resource_unavailable" | "internal_error" | "agent_stream_network_error" | "agent_stream_failure" | "agent_process_failed" | "infrastructure_timeout" | (string & {});
        /** @enum {string} */
        RunState: "QUEUED" | "PENDING" | "CLAIMED" | "INPROGRESS" | "SUCCEEDED" | "FAILED" | "BLOCKED" | "ERROR" | "CANCELLED" | (string & {});
        /** @enum {string} */
        RunSourceType: "LINEAR" | "API" | "SLACK" | "LOCAL" | "SCHEDULED_AGENT" | "WEB_APP" | "GITHUB_ACTION" | "CLOUD_MODE" | "CLI" | "JIRA" | "SELF_IMPROVEMENT" | "GITHUB_WEBHOOK" | "GITLAB_WEBHOOK" | "AUTOFIX" | "RUN_SCORER" | "ORCHESTRATION" | "TEAMS" | "AZURE_DEVOPS_WEBHOOK" | "BENCHMARK_TRIAL" | "CREATE_BENCHMARK_TASK" | "CUSTOM_WEBHOOK" | (string & {});
        /** @enum {string} */
        RunExecutionLocation: "LOCAL" | "REMOTE" | (string & {});
        /** @enum {string} */
        ArtifactType: "PLAN" | "PULL_REQUEST" | "SCREENSHOT" | "FILE" | "EXTERNAL_REFERENCE" | (string & {});
        /**
         * @description How the agent works on the prompt.
         * @default normal
         * @enum {string}
         */
        RunMode: "normal" | "plan" | "orchestrate";
        /**
         * @default day
         * @enum {string}
         */
        GroupByPeriod: "day" | "week" | "month";
        /**
         * @description Whose credentials mint code-forge tokens; unset acts as EXECUTOR.
         * @enum {string}
         */
        CredentialStrategy: "CREATOR" | "EXECUTOR" | (string & {});
        /** @enum {string} */
        HarnessType: "oz" | "claude" | "gemini" | "codex" | (string & {});
        /** @enum {string} */
        AgentType: "FOREMAN" | "TRIAGE" | "SPEC" | "IMPLEMENT" | "REVIEW" | "VERIFY" | "CUSTOM" | (string & {});
        /** @enum {string} */
        CodeForge: "GITHUB" | "GITLAB" | "AZURE_DEVOPS" | "NONE" | (string & {});
        /** @enum {string} */
        MemoryAccess: "read_write" | "read_only" | (string & {});
        PageInfo: {
            has_next_page: boolean;
            /** @description Pass as `cursor` to get the next page. */
            next_cursor?: string | null;
        };
        /** @description A user or service account. */
        UserProfile: {
            uid?: string;
            /** @enum {string} */
            type?: "user" | "service_account" | (string & {});
            display_name?: string;
            email?: string;
            photo_url?: string;
        };
        /** @description Owner of a resource. */
        Scope: {
            /** @enum {string} */
            type: "User" | "Team" | (string & {});
            uid?: string;
        };
        SecretRef: {
            name: string;
        };
        /** @description A tool server; set exactly one of warp_id, command or url. */
        McpServerConfig: {
            /** @description Shared server UUID or a built-in integration id. */
            warp_id?: string;
            command?: string;
            args?: string[];
            url?: string;
            headers?: {
                [key: string]: string;
            };
            env?: {
                [key: string]: string;
            };
        };
        /** @description Tool servers keyed by name. */
        McpServerMap: {
            [key: string]: components["schemas"]["McpServerConfig"];
        };
        Harness: {
            type?: components["schemas"]["HarnessType"];
            /** @description Model for a third-party harness. */
            model_id?: string;
            reasoning_level?: string;
        };
        HarnessAuthSecrets: {
            claude_auth_secret_name?: string;
            codex_auth_secret_name?: string;
        };
        InferenceProviders: {
            aws?: {
                disabled?: boolean;
                region?: string;
                role_arn?: string;
            };
        };
        MemoryStoreRef: {
            uid: string;
            access: components["schemas"]["MemoryAccess"];
            instructions: string;
        };
        /** @description Caller labels; at most 20, keys 1-64 characters, values up to 256. */
        RunMetadata: {
            [key: string]: string;
        };
        StringMap: {
            [key: string]: string;
        };
        /** @description How a run is set up. Sent on create; echoed resolved on reads. */
        AmbientAgentConfig: {
            /** @description Label for grouping; set to the skill name for skill runs. */
            name?: string;
            model_id?: string;
            base_prompt?: string;
            environment_id?: string;
            /** @description owner/repo:skill-name or owner/repo:path/to/SKILL.md. */
            skill_spec?: string;
            skills?: string[];
            mcp_servers?: components["schemas"]["McpServerMap"];
            computer_use_enabled?: boolean;
            computer_use_model_id?: string;
            credential_strategy?: components["schemas"]["CredentialStrategy"] | null;
            harness?: components["schemas"]["Harness"];
            harness_auth_secrets?: components["schemas"]["HarnessAuthSecrets"];
            /** @description Minutes to keep the environment after the run ends. */
            idle_timeout_minutes?: number;
            inference_providers?: components["schemas"]["InferenceProviders"];
            memory_stores?: components["schemas"]["MemoryStoreRef"][];
            runner_id?: string;
            session_sharing?: {
                /** @enum {string} */
                public_access?: "VIEWER" | "EDITOR" | (string & {});
            };
            /** @description Self-hosted worker id; omitted or `warp` means hosted. */
            worker_host?: string;
            secrets?: components["schemas"]["SecretRef"][];
            experimental?: {
                [key: string]: string | number | boolean | null;
            };
        };
        AttachmentInput: {
            file_name: string;
            mime_type: string;
            /** @description Base64 file content. */
            data: string;
        };
        /** @description Body for starting a run. The service rejects a run with neither prompt nor skill. */
        RunAgentRequest: {
            prompt?: string;
            /** @description Skill to start from; wins over config.skill_spec. */
            skill?: string;
            config?: components["schemas"]["AmbientAgentConfig"];
            title?: string;
            /** @description Make the run team-owned. */
            team?: boolean;
            /** @description Agent identity to execute as (team runs only). */
            agent_identity_uid?: string;
            /** @description Email or user id credited as creator (agent keys only). */
            on_behalf_of?: string;
            conversation_id?: string;
            parent_run_id?: string;
            /** @default false */
            interactive?: boolean;
            mode?: components["schemas"]["RunMode"];
            metadata?: components["schemas"]["RunMetadata"];
            attachments?: components["schemas"]["AttachmentInput"][];
        };
        RunAgentResponse: {
            run_id: string;
            state: components["schemas"]["RunState"];
            /**
             * @deprecated
             * @description Same value as run_id.
             */
            task_id: string;
            at_capacity?: boolean;
        };
        RunStatusMessage: {
            message: string;
            error_code?: components["schemas"]["ErrorCode"];
            /** @description Set on terminal errors; retry means starting a new run. */
            retryable?: boolean;
            /** Format: date-time */
            session_debug_until?: string;
            debug_agent_active?: boolean;
        };
        /** @description What a run consumed. Several generations of this shape exist; every field is optional. */
        RequestUsage: {
            inference_cost?: number;
            compute_cost?: number;
            platform_cost?: number;
            inference_cost_usd?: number;
            compute_cost_usd?: number;
            platform_cost_usd?: number;
            total_tokens?: number;
            inference_cost_breakdown_usd?: {
                input_cost_usd?: number;
                input_cache_read_cost_usd?: number;
                input_cache_write_cost_usd?: number;
                output_cost_usd?: number;
            };
            /** @description Usage per category such as primary_agent. */
            usage_by_category?: {
                [key: string]: Record<string, never>;
            };
            model_token_usage?: {
                model_id?: string;
                total_tokens?: number;
                /** @enum {string} */
                usage_type?: "warp" | "byok" | "custom_endpoint" | (string & {});
                tokens_by_category?: {
                    [key: string]: number;
                };
            }[];
        };
        /** @description The schedule that started the run, as it was then. */
        RunScheduleInfo: {
            schedule_id: string;
            schedule_name: string;
            cron_schedule: string;
        };
        /** @description Skill a run started from; full_path or bundled_skill_id is set. */
        RunAgentSkill: {
            name?: string;
            description?: string;
            full_path?: string;
            bundled_skill_id?: string;
        };
        RunItem: {
            run_id: string;
            /**
             * @deprecated
             * @description Same value as run_id.
             */
            task_id: string;
            title: string;
            state: components["schemas"]["RunState"];
            prompt: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** Format: date-time */
            started_at?: string | null;
            /**
             * Format: date-time
             * @description Null while the run is active.
             */
            finished_at?: string | null;
            execution_location?: components["schemas"]["RunExecutionLocation"];
            source?: components["schemas"]["RunSourceType"];
            status_message?: components["schemas"]["RunStatusMessage"];
            request_usage?: components["schemas"]["RequestUsage"];
            schedule?: components["schemas"]["RunScheduleInfo"];
            scope?: components["schemas"]["Scope"];
            creator?: components["schemas"]["UserProfile"];
            executor?: components["schemas"]["UserProfile"];
            agent_config?: components["schemas"]["AmbientAgentConfig"];
            agent_skill?: components["schemas"]["RunAgentSkill"];
            artifacts?: components["schemas"]["ArtifactItem"][];
            conversation_id?: string;
            parent_run_id?: string;
            /** @description Top of the run tree; equals run_id for top-level runs. */
            root_run_id?: string;
            session_id?: string;
            session_link?: string;
            trigger_url?: string;
            is_sandbox_running?: boolean;
            /** @description False for GitHub Action and local runs; the state still matters. */
            is_run_type_cancellable?: boolean;
            metadata?: components["schemas"]["StringMap"];
            /** @description ISO 8601 duration. */
            run_time?: string;
            debug_agent_available?: boolean;
            factory_uid?: string;
            submitted_prompt?: string;
        };
        ListRunsResponse: {
            runs: components["schemas"]["RunItem"][];
            page_info: components["schemas"]["PageInfo"];
        };
        RunByExternalReferenceResponse: {
            run_id: string;
        };
        RunFollowupRequest: {
            /** @description May be empty only when resuming from saved conversation context. */
            message?: string;
            mode?: components["schemas"]["RunMode"];
        };
        RunFollowupResponse: {
            followup_id?: string | null;
            /** @enum {string} */
            outcome?: "live_session" | "queued_prompt" | "handoff_execution" | "queue_pending" | (string & {});
        };
        ArtifactItem: components["schemas"]["PlanArtifactItem"] | components["schemas"]["PullRequestArtifactItem"] | components["schemas"]["ScreenshotArtifactItem"] | components["schemas"]["FileArtifactItem"] | components["schemas"]["ExternalReferenceArtifactItem"];
        PlanArtifactItem: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            artifact_type: "PLAN";
            /** Format: date-time */
            created_at: string;
            data: components["schemas"]["PlanArtifactData"];
        };
        PullRequestArtifactItem: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            artifact_type: "PULL_REQUEST";
            /** Format: date-time */
            created_at: string;
            data: components["schemas"]["PullRequestArtifactData"];
        };
        ScreenshotArtifactItem: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            artifact_type: "SCREENSHOT";
            /** Format: date-time */
            created_at: string;
            data: components["schemas"]["ScreenshotArtifactData"];
        };
        FileArtifactItem: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            artifact_type: "FILE";
            /** Format: date-time */
            created_at: string;
            data: components["schemas"]["FileArtifactData"];
        };
        ExternalReferenceArtifactItem: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            artifact_type: "EXTERNAL_REFERENCE";
            /** Format: date-time */
            created_at: string;
            data: components["schemas"]["ExternalReferenceArtifactData"];
        };
        PlanArtifactData: {
            document_uid: string;
            artifact_uid?: string;
            notebook_uid?: string;
            title?: string;
            url?: string;
        };
        PullRequestArtifactData: {
            url: string;
            branch: string;
            status?: components["schemas"]["PullRequestStatus"];
        };
        /** @enum {string} */
        PullRequestStatus: "open" | "draft" | "merged" | "closed" | "unknown" | (string & {});
        ScreenshotArtifactData: {
            artifact_uid: string;
            mime_type: string;
            description?: string;
        };
        FileArtifactData: {
            artifact_uid: string;
            /** @description Last path component of filepath. */
            filename: string;
            /** @description Path relative to the conversation. */
            filepath: string;
            mime_type: string;
            description?: string;
            size_bytes?: number;
            /** @description Short label for a badge. */
            title?: string;
            thumbnail?: {
                download_url?: string;
                /** Format: date-time */
                expires_at?: string;
            };
        };
        ExternalReferenceArtifactData: {
            /** @description Free-form kind, such as linear_issue. */
            reference_type: string;
            /** @description Canonical URL; used to look the run up again. */
            url: string;
            title?: string;
            metadata?: Record<string, never>;
        };
        ArtifactResponse: components["schemas"]["PlanArtifactResponse"] | components["schemas"]["ScreenshotArtifactResponse"] | components["schemas"]["FileArtifactResponse"];
        ArtifactSourceLinks: {
            pull_request_urls?: string[];
            run_url?: string;
        };
        PlanArtifactResponse: {
            artifact_uid: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            artifact_type: "PLAN";
            /** Format: date-time */
            created_at: string;
            data: {
                /** @description Current plan text (markdown). */
                content: string;
                content_type: string;
                document_uid: string;
                notebook_uid: string;
                title?: string;
                url?: string;
            };
        };
        ScreenshotArtifactResponse: {
            artifact_uid: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            artifact_type: "SCREENSHOT";
            /** Format: date-time */
            created_at: string;
            data: {
                content_type: string;
                /** Format: uri */
                download_url: string;
                /** Format: date-time */
                expires_at: string;
                description?: string;
            };
            source_links?: components["schemas"]["ArtifactSourceLinks"];
        };
        FileArtifactResponse: {
            artifact_uid: string;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            artifact_type: "FILE";
            /** Format: date-time */
            created_at: string;
            data: {
                content_type: string;
                /** Format: uri */
                download_url: string;
                /** Format: date-time */
                expires_at: string;
                filename: string;
                /** @description Left out for anonymous readers. */
                filepath?: string;
                description?: string;
                size_bytes?: number;
                title?: string;
            };
            source_links?: components["schemas"]["ArtifactSourceLinks"];
        };
        ConversationResponse: {
            conversation_id: string;
            steps: components["schemas"]["ConversationStep"][];
        };
        ConversationStep: {
            id: string;
            description?: string;
            summary?: string;
            /** Format: date-time */
            started_at?: string;
            /** Format: date-time */
            completed_at?: string;
            messages: components["schemas"]["ConversationMessage"][];
            /** @description Nested sub-steps. */
            steps: components["schemas"]["ConversationStep"][];
        };
        ConversationMessage: {
            /** @enum {string} */
            role: "user" | "assistant" | "tool" | "system" | (string & {});
            content: components["schemas"]["ContentBlock"][];
            message_ids?: string[];
            request_id?: string;
            /** Format: date-time */
            timestamp?: string;
        };
        ContentBlock: components["schemas"]["TextContentBlock"] | components["schemas"]["ActionContentBlock"] | components["schemas"]["ActionResultContentBlock"] | components["schemas"]["EventContentBlock"];
        /** @enum {string} */
        ActionCategory: "command" | "files" | "search" | "integration" | "documents" | "computer" | "review" | "skill" | (string & {});
        /** @enum {string} */
        ActionState: "running" | "completed" | "failed" | "denied" | (string & {});
        TextContentBlock: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "text";
            message_id?: string;
            text: string;
        };
        ActionContentBlock: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "action";
            message_id?: string;
            id: string;
            category: components["schemas"]["ActionCategory"];
            /** @description Action name, such as run_command. */
            name: string;
            input: Record<string, never>;
        };
        ActionResultContentBlock: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "action_result";
            message_id?: string;
            action_id: string;
            category: components["schemas"]["ActionCategory"];
            name: string;
            state: components["schemas"]["ActionState"];
            output: Record<string, never>;
        };
        EventContentBlock: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            type: "event";
            message_id?: string;
            name: string;
            data: Record<string, never>;
        };
        GetRunTimelineResponse: {
            events: components["schemas"]["TimelineEvent"][];
        };
        TimelineEvent: {
            /** @enum {string} */
            event_type: "oz_run_created" | "oz_run_claimed" | "worker_container_ready" | "shared_session_started" | "agent_started" | "oz_run_done" | "oz_run_blocked" | "oz_run_cancelled" | "oz_run_failed" | "oz_run_errored" | "vm_shutdown" | (string & {});
            event_uuid: string;
            /** Format: date-time */
            occurred_at: string;
            run_id: string;
            execution_id?: number;
            payload?: Record<string, never>;
        };
        ScheduleHistory: {
            /** Format: date-time */
            last_ran?: string | null;
            /** Format: date-time */
            next_run?: string | null;
        };
        ScheduledAgentItem: {
            id: string;
            name: string;
            cron_schedule: string;
            /** @description False while paused. */
            enabled: boolean;
            prompt: string;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            agent_config?: components["schemas"]["AmbientAgentConfig"];
            agent_uid?: string;
            environment?: components["schemas"]["CloudEnvironmentConfig"];
            history?: components["schemas"]["ScheduleHistory"];
            last_spawn_error?: string | null;
            metadata?: components["schemas"]["StringMap"];
            scope?: components["schemas"]["Scope"];
            created_by?: components["schemas"]["UserProfile"];
            updated_by?: components["schemas"]["UserProfile"];
        };
        CreateScheduledAgentRequest: {
            name: string;
            /** @description Cron expression, evaluated in UTC. */
            cron_schedule: string;
            prompt: string;
            enabled: boolean;
            agent_config?: components["schemas"]["AmbientAgentConfig"];
            /** @description Agent identity to execute as (team schedules only). */
            agent_uid?: string;
            team?: boolean;
            mode?: components["schemas"]["RunMode"];
            metadata?: components["schemas"]["RunMetadata"];
        };
        /** @description Full replacement of the schedule's settings. */
        UpdateScheduledAgentRequest: {
            name: string;
            cron_schedule: string;
            prompt: string;
            enabled: boolean;
            agent_config?: components["schemas"]["AmbientAgentConfig"];
            agent_uid?: string;
            mode?: components["schemas"]["RunMode"];
            metadata?: components["schemas"]["RunMetadata"];
        };
        ListScheduledAgentsResponse: {
            schedules: components["schemas"]["ScheduledAgentItem"][];
        };
        DeleteScheduledAgentResponse: {
            success: boolean;
        };
        GitHubRepo: {
            owner: string;
            repo: string;
        };
        CloudEnvironmentConfig: {
            name?: string;
            description?: string | null;
            docker_image?: string;
            github_repos?: components["schemas"]["GitHubRepo"][];
            setup_commands?: string[];
            providers?: {
                aws?: {
                    role_arn: string;
                };
                gcp?: {
                    project_number: string;
                    workload_identity_federation_pool_id: string;
                    workload_identity_federation_provider_id: string;
                    service_account_email?: string;
                };
            };
            /** @description Keep a failed session open this long. */
            failure_session_retention_minutes?: number | null;
            secrets?: components["schemas"]["SecretRef"][];
        };
        EnvironmentLastTask: {
            id: string;
            title: string;
            state: components["schemas"]["RunState"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** Format: date-time */
            started_at?: string | null;
        };
        CloudEnvironment: {
            uid: string;
            config: components["schemas"]["CloudEnvironmentConfig"];
            /** Format: date-time */
            last_updated: string;
            /** @description The latest run failed while setting the environment up. */
            setup_failed: boolean;
            creator?: components["schemas"]["UserProfile"];
            last_editor?: components["schemas"]["UserProfile"];
            scope?: components["schemas"]["Scope"];
            /** Format: date-time */
            last_task_run_timestamp?: string | null;
            last_task_created?: components["schemas"]["EnvironmentLastTask"];
        };
        ListEnvironmentsResponse: {
            environments: components["schemas"]["CloudEnvironment"][];
        };
        Model: {
            id: string;
            display_name: string;
            /** @enum {string} */
            provider: "OPENAI" | "ANTHROPIC" | "GOOGLE" | "UNKNOWN" | (string & {});
            vision_supported: boolean;
            description?: string;
            reasoning_level?: string;
            /**
             * @description Present only when the model cannot be used now.
             * @enum {string}
             */
            disable_reason?: "PROVIDER_OUTAGE" | "OUT_OF_REQUESTS" | "ADMIN_DISABLED" | "REQUIRES_UPGRADE" | (string & {});
        };
        ListModelsResponse: {
            default_model_id: string;
            models: components["schemas"]["Model"][];
        };
        AgentSkill: {
            name: string;
            variants: components["schemas"]["AgentSkillVariant"][];
        };
        AgentSkillVariant: {
            /** @description owner/repo:skill_path. */
            id: string;
            base_prompt: string;
            description: string;
            environments: {
                uid: string;
                name: string;
            }[];
            source: {
                owner: string;
                /** @description Repository name. */
                name: string;
                skill_path: string;
                /** @description Set for skills found on a self-hosted worker. */
                worker_host?: string;
            };
            /** @description Why the skill could not be parsed. */
            error?: string;
            /** Format: date-time */
            last_run_timestamp?: string | null;
        };
        ListAgentsResponse: {
            agents: components["schemas"]["AgentSkill"][];
        };
        ConnectedWorker: {
            worker_host: string;
            connection_count: number;
            /** Format: date-time */
            connected_at: string;
            /** Format: date-time */
            last_seen_at: string;
        };
        ListConnectedWorkersResponse: {
            workers: components["schemas"]["ConnectedWorker"][];
        };
        AgentMemory: {
            attached_stores: components["schemas"]["MemoryStoreRef"][];
            auto_memory: {
                enabled: boolean;
                store?: {
                    uid: string;
                    access: components["schemas"]["MemoryAccess"];
                    instructions: string;
                    /** @enum {string} */
                    owner_type: "user" | "service_account" | "team" | (string & {});
                    owner_uid: string;
                    description?: string;
                };
            };
        };
        AgentMemoryInput: {
            attached_stores?: components["schemas"]["MemoryStoreRef"][];
            auto_memory?: {
                /** @default true */
                enabled?: boolean;
            };
        };
        AgentIdentity: {
            uid: string;
            name: string;
            /** @description Within the team's plan limit and usable for runs. */
            available: boolean;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            default_runner_uid: string;
            skills: string[];
            secrets: components["schemas"]["SecretRef"][];
            memory: components["schemas"]["AgentMemory"];
            agent_type?: components["schemas"]["AgentType"] | null;
            base_model?: string;
            /**
             * @deprecated
             * @description Use harness.
             */
            base_harness?: string;
            harness?: components["schemas"]["Harness"];
            harness_auth_secrets?: components["schemas"]["HarnessAuthSecrets"];
            inference_providers?: components["schemas"]["InferenceProviders"];
            credential_strategy?: components["schemas"]["CredentialStrategy"];
            description?: string | null;
            prompt?: string | null;
            environment_id?: string;
            factory_uid?: string | null;
            mcp_servers?: components["schemas"]["McpServerMap"];
            on_behalf_of_enabled?: boolean;
            worker_host?: string;
        };
        CreateAgentIdentityRequest: {
            name: string;
            agent_type?: components["schemas"]["AgentType"] | null;
            base_model?: string | null;
            /** @deprecated */
            base_harness?: string | null;
            credential_strategy?: components["schemas"]["CredentialStrategy"] | null;
            default_runner_uid?: string | null;
            description?: string | null;
            environment_id?: string | null;
            factory_uid?: string | null;
            harness?: components["schemas"]["Harness"] | null;
            harness_auth_secrets?: components["schemas"]["HarnessAuthSecrets"] | null;
            inference_providers?: components["schemas"]["InferenceProviders"] | null;
            mcp_servers?: components["schemas"]["McpServerMap"] | null;
            memory?: components["schemas"]["AgentMemoryInput"] | null;
            /** @default false */
            on_behalf_of_enabled?: boolean | null;
            prompt?: string | null;
            secrets?: components["schemas"]["SecretRef"][] | null;
            skills?: string[] | null;
            worker_host?: string | null;
        };
        /** @description Omitted or null leaves a field alone; empty string, {} or [] clears it. */
        UpdateAgentIdentityRequest: {
            name?: string | null;
            agent_type?: components["schemas"]["AgentType"] | null;
            base_model?: string | null;
            /** @deprecated */
            base_harness?: string | null;
            credential_strategy?: components["schemas"]["CredentialStrategy"] | null;
            default_runner_uid?: string | null;
            description?: string | null;
            /** @description An environment id, or an empty string to clear it. */
            environment_id?: string | null;
            harness?: components["schemas"]["Harness"] | null;
            harness_auth_secrets?: components["schemas"]["HarnessAuthSecrets"] | null;
            inference_providers?: components["schemas"]["InferenceProviders"] | null;
            mcp_servers?: components["schemas"]["McpServerMap"] | null;
            memory?: components["schemas"]["AgentMemoryInput"] | null;
            on_behalf_of_enabled?: boolean | null;
            prompt?: string | null;
            secrets?: components["schemas"]["SecretRef"][] | null;
            skills?: string[] | null;
            worker_host?: string | null;
        };
        ListAgentIdentitiesResponse: {
            agents: components["schemas"]["AgentIdentity"][];
        };
        FactoryIntegration: {
            /** @enum {string} */
            type: "jira" | "linear" | "microsoft-teams" | "slack" | (string & {});
            jira?: {
                project_keys?: string[];
            };
            linear?: {
                team_ids?: string[];
            };
            slack?: components["schemas"]["FactoryChatIntegrationSettings"];
            "microsoft-teams"?: components["schemas"]["FactoryChatIntegrationSettings"];
        };
        FactoryChatIntegrationSettings: {
            auto_respond_to_thread_replies?: boolean | null;
        };
        FactoryRepository: {
            owner: string;
            repo: string;
            code_forge?: components["schemas"]["CodeForge"];
            provider_metadata?: Record<string, never>;
        };
        Factory: {
            uid: string;
            name: string;
            team_uid: string;
            alias: string | null;
            description: string | null;
            avatar_url: string | null;
            default_environment: string | null;
            default_model: string | null;
            code_forge: components["schemas"]["CodeForge"];
            code_forges: components["schemas"]["CodeForge"][];
            credential_strategy: components["schemas"]["CredentialStrategy"];
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            integrations: components["schemas"]["FactoryIntegration"][] | null;
            repositories: components["schemas"]["FactoryRepository"][];
            agent_defaults: {
                default_runner_uid: string;
                mcp_servers: components["schemas"]["McpServerMap"];
                secrets: components["schemas"]["SecretRef"][];
                worker_host: string;
                harness?: components["schemas"]["Harness"];
                harness_auth_secrets?: components["schemas"]["HarnessAuthSecrets"];
            };
            scorer_defaults: {
                default_runner_uid?: string;
                mcp_servers?: components["schemas"]["McpServerMap"];
                secrets?: components["schemas"]["SecretRef"][];
            };
            scoring: {
                default_model?: string | null;
            };
            creator?: {
                uid: string;
                email?: string | null;
            };
            self_improvement?: {
                /** @enum {string} */
                reviewer_type: "none" | "admins" | "team" | "custom" | (string & {});
                failed_run_threshold?: number;
                reviewer_emails?: string[];
            };
        };
        ListFactoriesResponse: {
            factories: components["schemas"]["Factory"][];
            page_info: components["schemas"]["PageInfo"];
        };
        FactoryRunRequest: {
            prompt: string;
            title?: string;
            /** @description source:id, such as linear:ENG-123; minted when left out. */
            ticket_ref?: string;
            ticket_url?: string;
        };
        FactoryRunResponse: {
            run_id: string;
            state: components["schemas"]["RunState"];
            factory_uid: string;
            /** @description Name of the foreman agent that took the work. */
            foreman_agent: string;
            ticket_ref: string;
            run_url?: string;
        };
        FactoryTask: {
            uid: string;
            factory_uid: string;
            conversation_id: string;
            /** @description Run the task was created from. */
            run_id: string;
            title: string;
            /** @enum {string} */
            stage: "TRIAGE" | "SPEC" | "IMPLEMENT" | "REVIEW" | "COMPLETE" | "CANCELLED" | (string & {});
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            description?: string | null;
            author?: components["schemas"]["UserProfile"];
            current_run?: {
                run_id: string;
                state: components["schemas"]["RunState"];
                is_run_type_cancellable: boolean;
            };
            /** @description Newest first. */
            outputs?: components["schemas"]["ArtifactItem"][];
            ticket_id?: string;
            ticket_source?: string;
        };
        /** @enum {string} */
        ScopeMode: "all_agents" | "selected_agents" | (string & {});
        AllowedClassification: {
            value: string;
            score: number;
            description?: string | null;
        };
        ScorerAgentRef: {
            uid: string;
            include_descendants?: boolean;
        };
        /** @description Overrides for judge runs; left out or null inherits the factory defaults. */
        ScorerAgentConfig: {
            default_runner_uid?: string;
            mcp_servers?: components["schemas"]["McpServerMap"];
            secrets?: components["schemas"]["SecretRef"][];
        };
        Scorer: {
            /** Format: int64 */
            id: number;
            name: string;
            description: string | null;
            factory_uid: string;
            model_id: string;
            scoring_prompt: string;
            scope_mode: components["schemas"]["ScopeMode"];
            /** @enum {string} */
            scorer_kind: "user" | "benchmark_task_correctness" | (string & {});
            threshold: number;
            sampling_rate: number | null;
            allowed_classifications: components["schemas"]["AllowedClassification"][];
            agent_uids: string[];
            agents: components["schemas"]["ScorerAgentRef"][];
            agent_config: components["schemas"]["ScorerAgentConfig"] | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            /** @description Goes up on every update. */
            version: number;
        };
        ScorerListItem: {
            /** Format: int64 */
            id: number;
            name: string;
            description: string | null;
            factory_uid: string;
            model_id: string;
            scoring_prompt: string;
            scope_mode: components["schemas"]["ScopeMode"];
            /** @enum {string} */
            scorer_kind: "user" | "benchmark_task_correctness" | (string & {});
            threshold: number;
            sampling_rate: number | null;
            allowed_classifications: components["schemas"]["AllowedClassification"][];
            agents: {
                uid: string;
                name: string;
                include_descendants: boolean;
            }[];
            agent_config: components["schemas"]["ScorerAgentConfig"] | null;
            /** Format: date-time */
            created_at: string;
            /** Format: date-time */
            updated_at: string;
            version: number;
            result_count: number;
            self_improvement_enabled: boolean;
            pass_rate_summary: {
                pass_count: number;
                fail_count: number;
                /** @description Oldest first. */
                recent_outcomes: components["schemas"]["ScoreOutcome"][];
                pass_rate?: number | null;
            };
            /** Format: date-time */
            last_scored_at?: string | null;
        };
        /** @enum {string} */
        ScoreOutcome: "pass" | "fail" | (string & {});
        CreateScorerRequest: {
            name: string;
            factory_uid: string;
            /** @description Model the judge runs on. */
            model_id: string;
            scoring_prompt: string;
            scope_mode: components["schemas"]["ScopeMode"];
            threshold: number;
            allowed_classifications: components["schemas"]["AllowedClassification"][];
            description?: string | null;
            /** @description Older way to pick agents; do not combine with agents. */
            agent_uids?: string[];
            agents?: components["schemas"]["ScorerAgentRef"][];
            /** @description Percent of runs scored automatically; left out means all, 0 means none. */
            sampling_rate?: number;
            agent_config?: components["schemas"]["ScorerAgentConfig"] | null;
            self_improvement_enabled?: boolean;
        };
        UpdateScorerRequest: {
            name?: string;
            description?: string | null;
            model_id?: string;
            scoring_prompt?: string;
            scope_mode?: components["schemas"]["ScopeMode"];
            agent_uids?: string[];
            agents?: components["schemas"]["ScorerAgentRef"][];
            threshold?: number;
            allowed_classifications?: components["schemas"]["AllowedClassification"][];
            sampling_rate?: number;
            agent_config?: components["schemas"]["ScorerAgentConfig"] | null;
        };
        ListScorersResponse: {
            scorers: components["schemas"]["ScorerListItem"][];
        };
        /** @description One scoring attempt; a failed attempt has no classification. */
        ScorerResult: {
            run_id: string;
            /** Format: date-time */
            attempted_at: string;
            is_in_flight: boolean;
            /** @enum {string} */
            status: "scored" | "failed" | "in_flight" | (string & {});
            classification?: string | null;
            score?: number | null;
            /** @description Judged against the current threshold. */
            outcome?: components["schemas"]["ScoreOutcome"] | null;
            /** Format: date-time */
            scored_at?: string | null;
            conversation_id?: string | null;
            conversation_title?: string | null;
            scoring_run_id?: string | null;
            /** @description ISO 8601 duration. */
            scoring_run_time?: string | null;
            scoring_run_usage?: components["schemas"]["RequestUsage"] | null;
        };
        ListScorerResultsResponse: {
            results: components["schemas"]["ScorerResult"][];
            page_info: components["schemas"]["PageInfo"];
        };
        ScorerReason: {
            run_id: string;
            /** @enum {string} */
            status: "available" | "absent" | "unavailable" | (string & {});
            /** @description Judge reasoning; long text is cut short. */
            reason?: string | null;
        };
        ScorerReasonsResponse: {
            reasons: components["schemas"]["ScorerReason"][];
        };
        PassRatePeriod: {
            /** Format: date-time */
            period_start: string;
            /** Format: date-time */
            period_end: string;
            pass_count: number;
            fail_count: number;
            pass_rate: number | null;
        };
        PassRateResponse: {
            /** Format: int64 */
            scorer_id: number;
            /** Format: date-time */
            start_date: string;
            /** Format: date-time */
            end_date: string;
            group_by_period: components["schemas"]["GroupByPeriod"];
            /** @description Null when nothing was scored in the window. */
            pass_rate: number | null;
            pass_count: number;
            fail_count: number;
            series: components["schemas"]["PassRatePeriod"][];
        };
        SelfImprovementConfig: {
            /** Format: int64 */
            scorer_id: number;
            enabled: boolean;
            /** Format: date-time */
            created_at?: string | null;
            /** Format: date-time */
            updated_at?: string | null;
        };
        RunScoringTarget: {
            run_id: string;
            /** Format: int64 */
            scorer_id: number;
        };
        RunScoringDispatchRequest: {
            targets: components["schemas"]["RunScoringTarget"][];
        };
        RunScoringDispatchResult: {
            run_id: string;
            /** Format: int64 */
            scorer_id: number;
            /** @enum {string} */
            outcome: "dispatched" | "already_in_flight" | "failed" | (string & {});
            scoring_run_id?: string | null;
            error?: string | null;
        };
        RunScoringDispatchResponse: {
            results: components["schemas"]["RunScoringDispatchResult"][];
        };
        RunScore: {
            /** Format: int64 */
            scorer_id: number;
            scorer_name: string;
            /** @enum {string} */
            attempt_status: "in_flight" | "scored" | "failed" | (string & {});
            /** Format: date-time */
            attempted_at: string;
            is_in_flight: boolean;
            /** @enum {string} */
            trigger_source: "automatic" | "manual" | (string & {});
            classification?: string | null;
            score?: number | null;
            /** Format: date-time */
            scored_at?: string | null;
            scoring_run_id?: string | null;
        };
        RunScoresResponse: {
            run_id: string;
            scores: components["schemas"]["RunScore"][];
        };
        ScoreVerdict: {
            /** Format: int64 */
            scorer_id: number;
            /** @description One of the scorer's allowed classification values. */
            classification: string;
            reason?: string;
        };
        ReportScoresRequest: {
            verdicts: components["schemas"]["ScoreVerdict"][];
        };
        ReportScoresResult: {
            /** Format: int64 */
            scorer_id: number;
            accepted: boolean;
            /** @description Why a verdict was rejected. */
            error?: string | null;
        };
        ReportScoresResponse: {
            run_id: string;
            results: components["schemas"]["ReportScoresResult"][];
        };
        ReportArtifactRequest: components["schemas"]["ReportPullRequestArtifactRequest"] | components["schemas"]["ReportExternalReferenceArtifactRequest"] | components["schemas"]["ReportPlanArtifactRequest"] | components["schemas"]["ReportScreenshotArtifactRequest"] | components["schemas"]["ReportFileArtifactRequest"];
        ReportPullRequestArtifactRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            artifact_type: "PULL_REQUEST";
            data: {
                url: string;
                branch: string;
            };
        };
        ReportExternalReferenceArtifactRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            artifact_type: "EXTERNAL_REFERENCE";
            data: components["schemas"]["ExternalReferenceArtifactData"];
        };
        ReportPlanArtifactRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            artifact_type: "PLAN";
            data: components["schemas"]["PlanArtifactData"];
        };
        ReportScreenshotArtifactRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            artifact_type: "SCREENSHOT";
            data: components["schemas"]["ScreenshotArtifactData"];
        };
        ReportFileArtifactRequest: {
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            artifact_type: "FILE";
            data: components["schemas"]["FileArtifactData"];
        };
        ReportArtifactResponse: {
            artifact_uid: string;
        };
    };
    responses: {
        /** @description Invalid or missing input. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Missing or invalid credentials. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The caller may not do this. */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Nothing found, or not visible to the caller. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Clashes with the resource's current state. */
        Conflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not supported for this resource. */
        UnprocessableEntity: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The service failed. */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Invalid or missing input. */
        ProblemBadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Error"];
            };
        };
        /** @description Missing or invalid credentials. */
        ProblemUnauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Error"];
            };
        };
        /** @description The caller may not do this. */
        ProblemForbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Error"];
            };
        };
        /** @description Nothing found, or not visible to the caller. */
        ProblemNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Error"];
            };
        };
        /** @description Clashes with the resource's current state. */
        ProblemConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Error"];
            };
        };
        /** @description Not supported for this resource. */
        ProblemUnprocessableEntity: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Error"];
            };
        };
        /** @description The service failed. */
        ProblemInternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description Opaque value from the previous page's page_info.next_cursor. */
        Cursor: string;
        RunId: string;
        ScheduleId: string;
        /** @description Public UID of the factory. */
        FactoryUid: string;
        /** @description UID of the agent identity. */
        IdentityUid: string;
        ArtifactUid: string;
        ScorerId: number;
    };
    requestBodies: never;
    headers: {
        /** @description Short-lived URL of the content. */
        Location: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listFactories: {
        parameters: {
            query?: {
                /** @description Only factories of this team. */
                team_uid?: string;
                /** @description Case-insensitive substring matched against name and alias. */
                search?: string;
                limit?: number;
                /** @description Opaque value from the previous page's page_info.next_cursor. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of factories. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListFactoriesResponse"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            500: components["responses"]["ProblemInternalError"];
        };
    };
    getFactory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Public UID of the factory. */
                uid: components["parameters"]["FactoryUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The factory. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Factory"];
                };
            };
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            500: components["responses"]["ProblemInternalError"];
        };
    };
    dispatchFactoryRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Public UID of the factory. */
                uid: components["parameters"]["FactoryUid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FactoryRunRequest"];
            };
        };
        responses: {
            /** @description The run was created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FactoryRunResponse"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            409: components["responses"]["ProblemConflict"];
            500: components["responses"]["ProblemInternalError"];
        };
    };
    getFactoryTaskByRun: {
        parameters: {
            query: {
                /** @description Any run in the task's run tree. */
                run_id: string;
            };
            header?: never;
            path: {
                /** @description Public UID of the factory. */
                uid: components["parameters"]["FactoryUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The task. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FactoryTask"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            /** @description No task yet (it is created asynchronously), or the task belongs to another factory. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["ProblemInternalError"];
        };
    };
    listAgents: {
        parameters: {
            query?: {
                /** @description Limit discovery to one repository, written owner/repo. Omitted means all accessible environments. */
                repo?: string;
                /** @description Drop the cached list before answering. */
                refresh?: boolean;
                sort_by?: "name" | "last_run";
                /** @description Also return skills whose definition could not be parsed (their variants carry `error`). */
                include_malformed_skills?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListAgentsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    listConnectedWorkers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Connected workers; presence may lag by a heartbeat. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListConnectedWorkersResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createRunLegacy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunAgentRequest"];
            };
        };
        responses: {
            /** @description The run was queued. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunAgentResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listRuns: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Opaque value from the previous page's page_info.next_cursor. */
                cursor?: components["parameters"]["Cursor"];
                /** @description `agent` sorts by skill name; runs without a skill come last. */
                sort_by?: "updated_at" | "created_at" | "title" | "agent";
                sort_order?: "asc" | "desc";
                /** @description Repeat to match any of several states. */
                state?: components["schemas"]["RunState"][];
                /** @description Agent config name. */
                name?: string;
                model_id?: string;
                /** @description UID of the user or service account that created the run. */
                creator?: string;
                /** @description UID of the principal that executed the run. */
                executor?: string;
                source?: components["schemas"]["RunSourceType"];
                execution_location?: components["schemas"]["RunExecutionLocation"];
                created_after?: string;
                created_before?: string;
                updated_after?: string;
                /** @description An environment id, or `empty-environment` for runs without one. */
                environment_id?: string;
                /** @description Same as skill_spec. */
                skill?: string;
                skill_spec?: string;
                schedule_id?: string;
                /** @description Must name a run the caller can access. */
                ancestor_run_id?: string;
                /** @description Sent as metadata[key]=value; all pairs must match. */
                metadata?: {
                    [key: string]: string;
                };
                artifact_type?: components["schemas"]["ArtifactType"];
                /** @description Fuzzy match over title, prompt and skill spec. */
                q?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of runs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListRunsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createRun: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunAgentRequest"];
            };
        };
        responses: {
            /** @description The run was queued. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunAgentResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getRunByExternalReference: {
        parameters: {
            query: {
                /** @description Canonical URL of an EXTERNAL_REFERENCE artifact. */
                url: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching run. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunByExternalReferenceResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    getRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                runId: components["parameters"]["RunId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The run. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getRunTimeline: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                runId: components["parameters"]["RunId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GetRunTimelineResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    getRunConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                runId: components["parameters"]["RunId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getConversation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                conversation_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The conversation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConversationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    getRunTranscript: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                runId: components["parameters"]["RunId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Follow Location to download the transcript. */
            302: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    cancelRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                runId: components["parameters"]["RunId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled; the body is the run id as a JSON string. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    createFollowup: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                runId: components["parameters"]["RunId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunFollowupRequest"];
            };
        };
        responses: {
            /** @description Accepted; watch the run to see what happens next. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunFollowupResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    reportRunScores: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                runId: components["parameters"]["RunId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportScoresRequest"];
            };
        };
        responses: {
            /** @description Per-verdict outcome. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportScoresResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listSchedules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The scheduled agents. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListScheduledAgentsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    createSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateScheduledAgentRequest"];
            };
        };
        responses: {
            /** @description The new scheduled agent. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduledAgentItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                scheduleId: components["parameters"]["ScheduleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The scheduled agent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduledAgentItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    updateSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                scheduleId: components["parameters"]["ScheduleId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateScheduledAgentRequest"];
            };
        };
        responses: {
            /** @description The updated scheduled agent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduledAgentItem"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                scheduleId: components["parameters"]["ScheduleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteScheduledAgentResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    pauseSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                scheduleId: components["parameters"]["ScheduleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The paused scheduled agent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduledAgentItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    resumeSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                scheduleId: components["parameters"]["ScheduleId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The resumed scheduled agent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScheduledAgentItem"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listEnvironments: {
        parameters: {
            query?: {
                /** @description `last_updated` puts the most recently changed first. */
                sort_by?: "name" | "last_updated";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The environments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListEnvironmentsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    listModels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The models. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListModelsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    getArtifact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                artifactUid: components["parameters"]["ArtifactUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The artifact. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArtifactResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    downloadArtifact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                artifactUid: components["parameters"]["ArtifactUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Follow Location to download the artifact. */
            302: {
                headers: {
                    Location: components["headers"]["Location"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listAgentIdentities: {
        parameters: {
            query?: {
                /** @description Only identities of this factory. */
                factory_uid?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agent identities. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListAgentIdentitiesResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    createAgentIdentity: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateAgentIdentityRequest"];
            };
        };
        responses: {
            /** @description The new agent identity. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentIdentity"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            500: components["responses"]["InternalError"];
        };
    };
    getAgentIdentity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UID of the agent identity. */
                uid: components["parameters"]["IdentityUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The agent identity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentIdentity"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    updateAgentIdentity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UID of the agent identity. */
                uid: components["parameters"]["IdentityUid"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateAgentIdentityRequest"];
            };
        };
        responses: {
            /** @description The updated agent identity. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgentIdentity"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteAgentIdentity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description UID of the agent identity. */
                uid: components["parameters"]["IdentityUid"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listScorers: {
        parameters: {
            query?: {
                factory_uid?: string;
                include_managed?: boolean;
                recent_outcomes_limit?: number;
                /** @description Give together with end_date; must be before it. */
                start_date?: string;
                end_date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The scorers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListScorersResponse"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            500: components["responses"]["ProblemInternalError"];
        };
    };
    createScorer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateScorerRequest"];
            };
        };
        responses: {
            /** @description The new scorer. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Scorer"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            500: components["responses"]["ProblemInternalError"];
        };
    };
    deleteScorer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                scorer_id: components["parameters"]["ScorerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            500: components["responses"]["ProblemInternalError"];
        };
    };
    updateScorer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                scorer_id: components["parameters"]["ScorerId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateScorerRequest"];
            };
        };
        responses: {
            /** @description The updated scorer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Scorer"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            500: components["responses"]["ProblemInternalError"];
        };
    };
    listScorerResults: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Opaque value from the previous page's page_info.next_cursor. */
                cursor?: components["parameters"]["Cursor"];
            };
            header?: never;
            path: {
                scorer_id: components["parameters"]["ScorerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of attempts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ListScorerResultsResponse"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            500: components["responses"]["ProblemInternalError"];
        };
    };
    getScorerResultReasons: {
        parameters: {
            query: {
                /** @description Repeat once per run. */
                run_id: string[];
            };
            header?: never;
            path: {
                scorer_id: components["parameters"]["ScorerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One entry per requested run. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ScorerReasonsResponse"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            500: components["responses"]["ProblemInternalError"];
        };
    };
    getScorerPassRate: {
        parameters: {
            query?: {
                /** @description Inclusive; defaults to 30 days before end_date. */
                start_date?: string;
                /** @description Exclusive; defaults to now. */
                end_date?: string;
                group_by_period?: components["schemas"]["GroupByPeriod"];
            };
            header?: never;
            path: {
                scorer_id: components["parameters"]["ScorerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pass rate. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PassRateResponse"];
                };
            };
            /** @description Window is empty or reversed, or spans more than 365 periods. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            500: components["responses"]["ProblemInternalError"];
        };
    };
    getSelfImprovementConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                scorer_id: components["parameters"]["ScorerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The config; `enabled` is false when none exists. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SelfImprovementConfig"];
                };
            };
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            500: components["responses"]["ProblemInternalError"];
        };
    };
    putSelfImprovementConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                scorer_id: components["parameters"]["ScorerId"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The active config. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SelfImprovementConfig"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            500: components["responses"]["ProblemInternalError"];
        };
    };
    deleteSelfImprovementConfig: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                scorer_id: components["parameters"]["ScorerId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            500: components["responses"]["ProblemInternalError"];
        };
    };
    dispatchRunScoring: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RunScoringDispatchRequest"];
            };
        };
        responses: {
            /** @description One outcome per pair. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunScoringDispatchResponse"];
                };
            };
            /** @description A target is invalid; nothing was dispatched. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            500: components["responses"]["ProblemInternalError"];
        };
    };
    getRunScores: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                run_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The scores, most recent attempt first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RunScoresResponse"];
                };
            };
            400: components["responses"]["ProblemBadRequest"];
            401: components["responses"]["ProblemUnauthorized"];
            403: components["responses"]["ProblemForbidden"];
            404: components["responses"]["ProblemNotFound"];
            500: components["responses"]["ProblemInternalError"];
        };
    };
    reportArtifact: {
        parameters: {
            query?: never;
            header: {
                /** @description Id of the run reporting the artifact. */
                "X-Warp-Cloud-Agent-ID": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReportArtifactRequest"];
            };
        };
        responses: {
            /** @description Recorded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReportArtifactResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
}
