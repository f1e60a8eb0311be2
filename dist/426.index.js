export const id = 426;
export const ids = [426];
export const modules = {

5426:
((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.d(__webpack_exports__, {
	GitHubReviews: () => (GitHubReviews)
});
var _graphql_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1422);

const COMPARE_PER_PAGE = 100;
const MAX_COMPARE_PAGES = 30;
const MAX_THREAD_PAGES = 10;
const status = (err) => err.status;
const str = (value) => (typeof value === 'string' ? value : undefined);
const num = (value) => typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const obj = (value) => value !== null && typeof value === 'object' && !Array.isArray(value)
	? value
	: undefined;
function reasonsOf(err) {
	const errors = obj(obj(err.response)?.data)?.errors;
	if (!Array.isArray(errors))
		return '';
	return errors
		.map((e) => str(e) ?? str(obj(e)?.message) ?? '')
		.filter((e) => e !== '')
		.join('; ');
}
function need(value, what) {
	if (value === undefined)
		throw new Error(`GitHub answered without ${what}`);
	return value;
}
const THREADS_QUERY = `query($owner: String!, $name: String!, $number: Int!, $after: String) {
  repository(owner: $owner, name: $name) {
    pullRequest(number: $number) {
      reviewThreads(first: 100, after: $after) {
        pageInfo { hasNextPage endCursor }
        nodes { id isResolved isOutdated path line comments(first: 100) { nodes { databaseId body author { login } } } }
      }
    }
  }
}`;
const RESOLVE_MUTATION = `mutation($id: ID!) { resolveReviewThread(input: {threadId: $id}) { thread { id isResolved } } }`;
class GitHubReviews {
	octokit;
	repo;
	graphqlUrl;
	queries;
	constructor(octokit, repo, graphqlUrl, queries) {
		this.octokit = octokit;
		this.repo = repo;
		this.graphqlUrl = graphqlUrl;
		this.queries = queries;
	}
	async pull(number) {
		const { data } = await this.octokit.request('GET /repos/{owner}/{repo}/pulls/{pull_number}', {
			...this.repo,
			pull_number: number,
		});
		const headRepo = str(obj(obj(data.head)?.repo)?.full_name);
		const self = `${this.repo.owner}/${this.repo.repo}`.toLowerCase();
		return {
			number,
			headSha: need(str(data.head?.sha), 'the pull request head SHA'),
			headRef: str(data.head?.ref) ?? '',
			baseSha: need(str(data.base?.sha), 'the pull request base SHA'),
			draft: data.draft === true,
			state: str(data.state) ?? 'open',
			author: str(data.user?.login) ?? '',
			authorType: str(data.user?.type),
			fork: headRepo === undefined || headRepo.toLowerCase() !== self,
		};
	}
	async compare(base, head) {
		const files = [];
		for (let page = 1; page <= MAX_COMPARE_PAGES; page++) {
			let data;
			try {
				({ data } = await this.octokit.request('GET /repos/{owner}/{repo}/compare/{basehead}', {
					...this.repo,
					basehead: `${base}...${head}`,
					per_page: COMPARE_PER_PAGE,
					page,
				}));
			}
			catch (err) {
				if (status(err) === 404)
					return undefined;
				throw err;
			}
			const listed = Array.isArray(data.files) ? data.files : [];
			for (const file of listed) {
				const path = str(file.filename);
				if (path === undefined)
					continue;
				files.push({ path, status: str(file.status) ?? 'modified', patch: str(file.patch) });
			}
			if (listed.length < COMPARE_PER_PAGE)
				break;
		}
		return files;
	}
	async fileAt(ref, path) {
		let data;
		try {
			({ data } = await this.octokit.request('GET /repos/{owner}/{repo}/contents/{path}', {
				...this.repo,
				path,
				ref,
			}));
		}
		catch (err) {
			if (status(err) === 404)
				return undefined;
			throw err;
		}
		const file = obj(data);
		if (file?.type !== 'file')
			return undefined;
		const content = str(file.content);
		if (content === undefined || file.encoding !== 'base64')
			return undefined;
		return Buffer.from(content, 'base64').toString('utf8');
	}
	async reviews(number) {
		const reviews = await this.octokit.paginate('GET /repos/{owner}/{repo}/pulls/{pull_number}/reviews', {
			...this.repo,
			pull_number: number,
			per_page: 100,
		});
		return reviews.flatMap((r) => {
			const id = num(r.id);
			return id === undefined
				? []
				: [
					{
						id,
						url: str(r.html_url) ?? '',
						author: str(r.user?.login) ?? '',
						body: str(r.body) ?? '',
						commitId: str(r.commit_id),
					},
				];
		});
	}
	async createReview(number, review) {
		let data;
		try {
			({ data } = await this.octokit.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/reviews', {
				...this.repo,
				pull_number: number,
				commit_id: review.commitId,
				body: review.body,
				event: 'COMMENT',
				...(review.comments.length ? { comments: review.comments } : {}),
				request: { retries: 0 },
			}));
		}
		catch (err) {
			if (status(err) !== 422)
				throw err;
			const why = reasonsOf(err);
			if (/pending review/i.test(why))
				throw new Error(`GitHub refused the review of pull request #${number} (422: ${why}): the token's account has a review of it pending, and GitHub keeps one per account (a review begun on the pull request's page and not submitted). Submit or discard it, then run the job again`);
			if (/no commit found/i.test(why))
				throw new Error(`GitHub refused the review of pull request #${number} (422: ${why}): commit ${review.commitId.slice(0, 7)} is no longer the pull request's (a force-push replaced it); the review of its new head is the job of that push`);
			return 'unresolvable';
		}
		return {
			id: need(num(data.id), 'the review id'),
			url: str(data.html_url) ?? '',
			author: str(data.user?.login) ?? '',
			body: str(data.body) ?? '',
			commitId: str(data.commit_id),
		};
	}
	async threads(number) {
		const threads = [];
		let after = null;
		for (let page = 0; page < MAX_THREAD_PAGES; page++) {
			const data = await (0,_graphql_js__WEBPACK_IMPORTED_MODULE_0__.UG)(this.queries, this.graphqlUrl, 'the review threads', THREADS_QUERY, {
				owner: this.repo.owner,
				name: this.repo.repo,
				number,
				after,
			});
			const connection = obj(obj(obj(obj(data)?.repository)?.pullRequest)?.reviewThreads);
			if (!connection)
				throw new Error(`GitHub's GraphQL API answered without the review threads of #${number}`);
			for (const node of Array.isArray(connection.nodes) ? connection.nodes : []) {
				const thread = obj(node);
				const id = str(thread?.id);
				if (!thread || id === undefined)
					continue;
				const comments = obj(thread.comments)?.nodes;
				threads.push({
					id,
					isResolved: thread.isResolved === true,
					isOutdated: thread.isOutdated === true,
					path: str(thread.path) ?? '',
					line: num(thread.line),
					comments: (Array.isArray(comments) ? comments : []).flatMap((c) => {
						const comment = obj(c);
						return comment
							? [
								{
									id: num(comment.databaseId),
									author: str(obj(comment.author)?.login) ?? '',
									body: str(comment.body) ?? '',
								},
							]
							: [];
					}),
				});
			}
			const info = obj(connection.pageInfo);
			after = info?.hasNextPage === true ? (str(info.endCursor) ?? null) : null;
			if (after === null)
				break;
		}
		return threads;
	}
	async replyTo(number, commentId, body) {
		await this.octokit.request('POST /repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies', { ...this.repo, pull_number: number, comment_id: commentId, body, request: { retries: 0 } });
	}
	async resolveThread(threadId) {
		await (0,_graphql_js__WEBPACK_IMPORTED_MODULE_0__.UG)(this.octokit, this.graphqlUrl, 'resolveReviewThread', RESOLVE_MUTATION, { id: threadId });
	}
}


})

};

//# sourceMappingURL=426.index.js.map