//! A logistic regression fitted by Newton's method, shared by the examples that fit a
//! game's evaluation weights (`fit_nexus_evaluation`, `fit_aeons_end_evaluation`).

/// One position: its feature values (a constant 1.0 last where a bias is fitted) and
/// the result it led to (1 won, 0 lost, 0.5 drawn).
pub type Row = (Vec<f64>, f64);

/// The mean log loss and the share of positions whose side is called right, for `w`.
pub fn loss(rows: &[Row], w: &[f64]) -> (f64, f64) {
    let (mut l, mut right) = (0.0, 0.0);
    for (f, y) in rows {
        let p = predict(w, f).clamp(1e-9, 1.0 - 1e-9);
        l -= y * p.ln() + (1.0 - y) * (1.0 - p).ln();
        right += f64::from(u8::from((p > 0.5) == (*y > 0.5)));
    }
    (l / rows.len() as f64, right / rows.len() as f64)
}

fn predict(w: &[f64], f: &[f64]) -> f64 {
    let z: f64 = w.iter().zip(f).map(|(a, x)| a * x).sum();
    1.0 / (1.0 + (-z).exp())
}

/// `steps` Newton steps on the log loss with a ridge of 1.0 (it keeps a weight whose
/// feature never varies at zero), from `start`.
pub fn fit(rows: &[Row], start: Vec<f64>, steps: u64) -> Vec<f64> {
    let m = start.len();
    let mut x = start;
    for _ in 0..steps {
        let mut grad = vec![0.0; m];
        let mut h = vec![vec![0.0; m]; m];
        for (v, y) in rows {
            let p = predict(&x, v);
            for i in 0..m {
                grad[i] += (p - y) * v[i];
                for j in 0..m {
                    h[i][j] += p * (1.0 - p) * v[i] * v[j];
                }
            }
        }
        for i in 0..m {
            h[i][i] += 1.0;
            grad[i] += x[i];
        }
        let d = solve(h, grad);
        x.iter_mut().zip(d).for_each(|(x, d)| *x -= d);
    }
    x
}

/// Solves `a * d = r` by Gaussian elimination with partial pivoting.
fn solve(mut a: Vec<Vec<f64>>, mut r: Vec<f64>) -> Vec<f64> {
    let m = r.len();
    for c in 0..m {
        let p = (c..m).max_by(|&i, &j| a[i][c].abs().total_cmp(&a[j][c].abs())).unwrap_or(c);
        a.swap(c, p);
        r.swap(c, p);
        let (top, rest) = a.split_at_mut(c + 1);
        let pivot = &top[c];
        for (k, row) in rest.iter_mut().enumerate() {
            let f = row[c] / pivot[c];
            row.iter_mut().zip(pivot).skip(c).for_each(|(x, p)| *x -= f * p);
            r[c + 1 + k] -= f * r[c];
        }
    }
    let mut d = vec![0.0; m];
    for i in (0..m).rev() {
        let s: f64 = (i + 1..m).map(|j| a[i][j] * d[j]).sum();
        d[i] = (r[i] - s) / a[i][i];
    }
    d
}
